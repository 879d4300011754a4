// References that do not open a sentence (src/service/compose.ts earlyReference, possessiveForward,
// hasDanglingOpener): "Most of its members…", "Beneath them, …", "Of these, …", "Despite its name,
// crows…", an imperative's "Store them…" and a bare "made that impossible" need the sentence before
// them; "In its first season, the ferry…" names its own referent. Over the real service, such a
// sentence comes with the sentence it refers to, or not at all. The sentences and documents are
// written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earlyReference, hasDanglingOpener, possessiveForward } from '../../src/service/compose';
import type { RunningService } from '../../src/service/server';
import { createJob, waitForJob, startLibraryService } from './helpers';
import { escapeRegExp } from '../../src/shared/regexp';

describe('earlyReference, possessiveForward and hasDanglingOpener (pure)', () => {
  it.each([
    ['Most of its members voted against the new tariff.', true, false, true],
    ['Beneath them, a layer of clay holds the water.', true, false, true],
    ['Of these, only two ferries still sail in winter.', true, false, true],
    ['Despite its name, crows rarely nest in the crow tower.', true, false, true], // "its" ≠ the plural "crows"
    ['As it cools, a crust forms on the surface.', true, false, true],
    ['Store them in a dark cupboard below 15 °C.', true, false, true],
    ['The new ring road made that impossible for most cyclists.', false, false, true],
    ['Farmers on the far bank had no access to either.', false, false, true],
    ['In its first season, the ferry carried 40,000 passengers.', true, true, false],
    ['Despite their weight, walruses swim fast.', true, true, false],
    ['In his diary for 1902 the ferryman recorded every crossing.', true, true, false], // no comma: "the ferryman" follows
    ['In their nest the young are safe from foxes.', true, false, true], // "their" ≠ "young" read as singular: kept as a reference
    ['The heron spreads its wings to shade the water.', false, false, false],
    ['Among the rivers of the region, the Tamar floods most often.', false, false, false],
    ['Walruses use their tusks to haul out onto the ice.', false, false, false],
    ['Rainwater tanks need a fine mesh over the inlet.', false, false, false],
  ])('%s → earlyReference %s, possessiveForward %s, dangling %s', (sentence, early, forward, dangling) => {
    expect(earlyReference(sentence)).toBe(early);
    expect(possessiveForward(sentence)).toBe(forward);
    expect(hasDanglingOpener(sentence)).toBe(dangling);
  });
});

const DOCUMENTS: Record<string, string> = {
  'river-guild.md': `# The Tamar Ferrymen's Guild

The ferrymen of the lower Tamar formed a guild in 1822 to fix fares and keep the landing stages in repair. The guild opposed the first bridge across the river when it was proposed in 1834. Most of its members feared that a bridge would end the ferry trade, and they petitioned Parliament three times against it.

Twelve ferries crossed the river in 1850. Of these, only two still sail today, both in summer only.
`,
  'cellar-apples.md': `# Keeping Apples Through the Winter

Late apples keep far longer than early ones. Wrap each sound apple in newspaper and lay them in a single layer in a slatted tray. Store them in a dark cupboard or cellar below 8 °C, where they keep for four to five months.
`,
};

describe('answers over the real service bring in what an inner reference points at', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  /** A sentence that needs the one before it is in the answer only right after that sentence (and its citation). */
  function followsReferent(content: string, referent: string, needy: string): void {
    if (!content.includes(needy)) return;
    expect(content).toMatch(new RegExp(`${escapeRegExp(referent)} \\[\\d+\\]\\. ${needy}`));
  }

  it('"Most of its members feared…" comes after the sentence naming the guild', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Why did the ferrymen oppose the bridge over the Tamar?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).toContain('Most of its members feared that a bridge would end the ferry trade');
    expect(job.content).toMatch(/The guild opposed the first bridge across the river when it was proposed in 1834 \[1\]\. Most of its members/);
  });

  it('"Of these…" and "Store them…" never stand alone', async () => {
    const ferries = await waitForJob(service, await createJob(service, { query: 'How many ferries still sail across the Tamar?', reasoning_loops: 1 }));
    expect(ferries.status).toBe('completed');
    expect(ferries.content).toContain('Of these, only two still sail today');
    followsReferent(ferries.content ?? '', 'Twelve ferries crossed the river in 1850', 'Of these, only two still sail today');
    const apples = await waitForJob(service, await createJob(service, { query: 'Where should late apples be stored over winter?', reasoning_loops: 1 }));
    expect(apples.status).toBe('completed');
    expect(apples.content).toContain('Store them in a dark cupboard');
    followsReferent(apples.content ?? '', 'Wrap each sound apple in newspaper and lay them in a single layer in a slatted tray', 'Store them in a dark cupboard');
  });
});
