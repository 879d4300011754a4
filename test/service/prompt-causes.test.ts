// @vitest-environment node
// system_prompt forms found wanting on the sample library (issue #11, item 4): a table with columns "Cause" and
// "Effect" cut sentences at their first words ("The collapse [1] | The collapse followed a marine heatwave…", rows with
// no cause at all); now each sentence that states a cause with its effect is split at its causal words (causalSplit) and
// the rest have no row. "A numbered checklist" was ignored in silence; it is now a numbered list. "For a 10-year-old"
// took the simplest sentences of the whole answer, one about urchins for "How do sea otters stay warm?"; now the
// simplest among the points most on the question. Table tests on the pure readings, then the real service over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { causalSplit, parseSystemPrompt } from '../../src/service/prompt';
import { startLibraryService, transformedBy } from './helpers';


describe('a sentence split into its cause and its effect (causalSplit)', () => {
  it.each<[string, { cause: string; effect: string } | null]>([
    ['The fishery was closed in 2018 because abalone starved without kelp.', { cause: 'Abalone starved without kelp', effect: 'The fishery was closed in 2018' }],
    ['The collapse followed a marine heatwave that warmed the water.', { cause: 'A marine heatwave that warmed the water', effect: 'The collapse' }],
    ['When otters disappear, urchins multiply.', { cause: 'Otters disappear', effect: 'Urchins multiply' }],
    ['Calendar ageing is driven mostly by the slow growth of the SEI.', { cause: 'The slow growth of the SEI', effect: 'Calendar ageing' }],
    ['Heavy rain led to flooding on the lower road.', { cause: 'Heavy rain', effect: 'Flooding on the lower road' }],
    ['The river rose quickly, so the ferry stopped running.', { cause: 'The river rose quickly', effect: 'The ferry stopped running' }],
    ['The ferry runs every hour in summer.', null],
    ['Restoration projects now pay divers to remove urchins.', null],
  ])('%j → %j', (sentence, split) => {
    expect(causalSplit(sentence)).toEqual(split);
  });
});

describe('a numbered list asked for (parseSystemPrompt)', () => {
  it.each<[string, boolean, string]>([
    ['Write it as a numbered checklist.', true, 'bullets'],
    ['Give me the steps, step by step.', true, 'bullets'],
    ['Three bullet points.', false, 'bullets'],
    ['Answer in one sentence.', false, 'sentences'],
  ])('%j → numbered %s, %s', (prompt, numbered, format) => {
    const read = parseSystemPrompt(prompt);
    expect(read.numbered).toBe(numbered);
    expect(read.format).toBe(format);
  });
});

describe('causes and effects, a checklist and a child audience, over the service', () => {
  let service: RunningService;
  const transformed = (query: string, systemPrompt: string): Promise<string> => transformedBy(service, query, systemPrompt);
  beforeAll(async () => {
    service = await startLibraryService({
      'harbour-silting.md': '# Why Polruan harbour silted up\n\nThe harbour silted up in the 1990s because the old breakwater stopped the tide from scouring the channel. Dredging stopped in 1994 after the council cut its budget. Fishing boats now wait for high tide to leave. The harbour master keeps a tide board by the quay.\n',
      'kiln-storage.md': '# Storing a pottery kiln over winter\n\nSwitch the kiln off at the wall before you store it. Keep the kiln in a dry shed so the elements do not rust. Vacuum the firing chamber to clear loose dust. Cover the kiln with a breathable sheet, never plastic.\n',
    });
  });
  afterAll(async () => {
    await service.close();
  });

  it('"columns Cause and Effect" has a row for each cause the sources state, split at its causal words', async () => {
    const table = await transformed('Why did Polruan harbour silt up?', 'Give a table with columns Cause and Effect.');
    const lines = table.split('\n\n')[0]?.split('\n') ?? [];
    expect(lines.slice(0, 2)).toEqual(['| cause | effect |', '|---|---|']);
    expect(lines.slice(2).join('\n')).toMatch(/\| The old breakwater stopped the tide from scouring the channel \[\d\] \| The harbour silted up in the 1990s \|/);
    // a sentence that states no cause has no row
    expect(table).not.toMatch(/tide board/);
    expect(table).toContain('Note: only the sentences that state a cause with its effect are in the table.');
  });

  it('"a numbered checklist" numbers its points', async () => {
    const list = await transformed('How do I store a pottery kiln over winter?', 'Write it as a numbered checklist.');
    const lines = list.split('\n').filter((l) => l.trim() !== '');
    expect(lines[0]).toMatch(/^1\. /);
    expect(lines[1]).toMatch(/^2\. /);
    expect(list).not.toMatch(/^- /m);
  });
});

describe('more system_prompt forms said or followed, not ignored (parseSystemPrompt)', () => {
  it.each<[string, Partial<ReturnType<typeof parseSystemPrompt>>]>([
    ['Start with a one-line summary, then list the key points.', { format: 'bullets', summaryFirst: true }],
    ['List the sources at the end.', { sourcesAtEnd: true }],
    ['Include references.', { sourcesAtEnd: true }],
    ['Be concise.', { format: 'sentences', count: 3 }],
    ['Use headings for causes and consequences.', { unsupported: ['headings or sections'] }],
    ['Three bullet points.', { summaryFirst: false, sourcesAtEnd: false, unsupported: [] }],
  ])('%j → %j', (prompt, read) => {
    expect(parseSystemPrompt(prompt)).toMatchObject(read);
  });

  it('a condition is no cause: "If you need to store a laptop, a drill…" is not split', () => {
    expect(causalSplit('If you need to store a laptop, a drill or a bike battery, keep it half charged.')).toBeNull();
  });
});

describe('a summary line first, the sources at the end, a Tip and Why table, over the service', () => {
  let service: RunningService;
  const transformed = (query: string, systemPrompt: string): Promise<string> => transformedBy(service, query, systemPrompt);
  beforeAll(async () => {
    service = await startLibraryService({
      'kiln-storage.md': '---\ntitle: Storing a pottery kiln over winter\nurl: https://example.org/kiln-winter\n---\n\n# Storing a pottery kiln over winter\n\nSwitch the kiln off at the wall before you store it. Keep the kiln in a dry shed, because damp air rusts the elements. Vacuum the firing chamber to clear loose dust. Cover the kiln with a breathable sheet, never plastic.\n',
    });
  });
  afterAll(async () => {
    await service.close();
  });

  it('"a one-line summary, then the key points": the lead on a line of its own, then the list', async () => {
    const out = await transformed('How do I store a pottery kiln over winter?', 'Start with a one-line summary, then list the key points.');
    const [first, second] = out.split('\n\n');
    expect(first).not.toMatch(/^- /);
    expect(first).toMatch(/\[1\]\.$/);
    expect(second?.split('\n').every((l) => l.startsWith('- '))).toBe(true);
  });

  it('"List the sources at the end" lists each source with its address', async () => {
    const out = await transformed('How do I store a pottery kiln over winter?', 'List the sources at the end.');
    expect(out).toContain('Sources:\n[1] Storing a pottery kiln over winter (https://example.org/kiln-winter)');
  });

  it('"a table with columns Tip and Why": the reason a point gives in its why, "—" where it gives none', async () => {
    const out = await transformed('How do I store a pottery kiln over winter?', 'Give me a table with columns Tip and Why.');
    expect(out).toMatch(/\| Keep the kiln in a dry shed \[1\] \| Damp air rusts the elements \|/);
    expect(out).toMatch(/\| Vacuum the firing chamber to clear loose dust \[1\] \| — \|/);
  });
});
