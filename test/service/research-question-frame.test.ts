// Question words that frame a question, verb phrases and compounds (issue 11, set 7's class 1): a verb with
// its particle is no closed compound ("took away" is not "takeaway", join-structure.ts); a two-word verb
// whose own synset lists only two-word verbs is read as the one word of its kind ("take away" → remove,
// wordnet-phrasal.txt); words that frame a question ("become", "able to", "most quickly", "to head out", "at
// the moment"; frame-words.ts) never hold a part unanswered, while a missing topic word still does and is
// named. Table tests of the pure decisions, then answers over the real service on documents written for this file.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCompounds, wordsWithCompounds } from '../../src/service/compounds';
import { conceptsOf, partCoverage, requiredConcepts } from '../../src/service/concepts';
import { adjectiveOfAdverb, parseAdverbs } from '../../src/service/adverbs';
import { stemsOf } from '../../src/service/concepts';
import { stem } from '../../src/service/text';
import { frameReason, linkedComplement, parseLinking, type FrameClasses } from '../../src/service/frame-words';
import { isInflectedVerb, pairMayJoin, type WordClasses } from '../../src/service/join-structure';
import { phrasalVerbs } from '../../src/service/phrasal';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, startTestService, tempDir, waitForJob } from './helpers';

// word classes of a handful of words, as WordNet's tagged uses give them
const VERBS: Record<string, number> = { took: 1, take: 1, taking: 1, takes: 1, look: 0.9, looked: 0.9, set: 0.66, stone: 0, life: 0, wall: 0.1, sales: 0, grass: 0 };
const MODIFIERS = new Set(['away', 'out', 'back', 'quick', 'nearest', 'dry']);
const CLASSES: WordClasses = {
  verbShare: (w) => VERBS[w] ?? 0,
  isModifier: (w) => MODIFIERS.has(w),
  lemma: (w) => ({ took: 'take', looked: 'look' })[w] ?? w,
};

describe('where two words may be one closed compound (table)', () => {
  it.each([
    ['took', true],
    ['taking', true],
    ['takes', true],
    ['looked', true],
    ['take', false],
    ['stone', false],
    ['sales', false],
    ['grass', false],
  ])('%s is an inflected verb: %s', (word, inflected) => {
    expect(isInflectedVerb(word, CLASSES)).toBe(inflected);
  });

  it.each([
    // [before, first, second, may join]
    ['who', 'took', 'away', false],
    ['they', 'taking', 'away', false],
    ['will', 'take', 'away', false],
    [undefined, 'take', 'away', false],
    ['the', 'take', 'away', true],
    ['nearest', 'take', 'away', true],
    ['a', 'look', 'out', true],
    ['they', 'looked', 'out', false],
    ['the', 'life', 'span', true],
    ['dry', 'stone', 'wall', true],
    [undefined, 'sales', 'tax', true],
  ])('before %s: "%s %s" may join: %s', (before, first, second, join) => {
    expect(pairMayJoin(before, first, second, CLASSES)).toBe(join);
  });

  it('a question keeps a verb and its particle apart, and still joins a noun compound', () => {
    const table = parseCompounds('j takeaway take away\nj lifespan life span\nj lookout look out\n');
    const join = (b: string | undefined, f: string, s: string): boolean => pairMayJoin(b, f, s, CLASSES);
    expect(wordsWithCompounds('Who took away the bell?', table, join)).toEqual(['who', 'took', 'away', 'the', 'bell']);
    expect(wordsWithCompounds('Where is the nearest take away?', table, join)).toEqual(['where', 'is', 'the', 'nearest', 'takeaway']);
    expect(wordsWithCompounds('What is the life span of a mole?', table, join)).toEqual(['what', 'is', 'the', 'lifespan', 'of', 'a', 'mole']);
  });
});

describe('a compound written open is named as written (shipped tables)', () => {
  it('a note names "stone wall", never the closed word it was read as', () => {
    const part = partCoverage('How high is a stone wall on the moor?', 'what', [{ documentId: 'moor', text: 'Moor walls are mended every winter; the moor is high and wet.' }]);
    expect(part.missing.map((c) => c.label ?? c.term)).toEqual(['stone wall']);
    expect(conceptsOf('How high is a stonewall on the moor?').find((c) => c.term === 'stonewall')?.label).toBeUndefined();
  });
});

describe('two-word verbs read as one word (shipped tables)', () => {
  it('"took away" is read as remove, never as the noun takeaway', () => {
    expect(phrasalVerbs('Who took away the organ pipes?').map((p) => p.word)).toEqual(['remove']);
    const terms = conceptsOf('Who took away the organ pipes, and when?').map((c) => c.term);
    expect(terms).toContain('remove');
    expect(terms).not.toContain('takeaway');
  });
});

// word classes of a handful of words for the frame table
const FRAME: FrameClasses = {
  isLinking: (lemma) => ['become', 'seem', 'remain'].includes(lemma),
  senses: (w) => ({ right: 37, hard: 22, head: 42, turn: 38, drop: 32, clear: 45, getting: 36, working: 27 })[w] ?? 0,
  isModifier: (w) => ['able', 'right', 'hard', 'quick', 'quickly', 'legal', 'legally', 'clear', 'immune'].includes(w),
  verbShare: (w) => ({ vary: 1, head: 0, turn: 0.9, drop: 0.8, fly: 0.9, swim: 1 })[w] ?? 0,
  lemma: (w) => ({ became: 'become', seems: 'seem' })[w] ?? w,
  kinds: (w) => ({ moment: ['point', 'time'], while: ['time'], winter: ['season'], olive: ['fruit'] })[w] ?? [],
  isOkay: (w) => ['ok', 'okay', 'alright'].includes(w),
};

describe('words that frame a question (table)', () => {
  it.each([
    ['become', 'Do potters become immune to clay dust?', 'linking'],
    ['seems', 'The pond seems more shallow each year: why?', 'linking'],
    ['become', 'Did the ferry become a museum?', null], // the complement after a determiner is read as no complement here: it names a topic
    ['seem', 'Do the bees seem to swim?', null], // a verb after it: no complement
    ['able', 'How is a diver able to equalise?', 'modal'],
    ['right', 'Is it all right to swim in the lake?', 'modal'],
    ['hard', 'Why is it so hard for farmers to find seed?', 'modal'],
    ['legal', 'Is it legal to fly a kite here?', null],
    ['right', 'Is it right to swim in the lake?', null], // no degree word: the judgement is what is asked
    ['become', 'Do the potters become olives?', null], // a plural after it is an object
    ['quickly', 'Which moss spread most quickly?', 'manner'],
    ['legally', 'Can I legally fly a kite here?', null],
    // the manner a how-question measures, said by a source as a rate; an adjective after "how" is the quality asked and stays
    ['quickly', 'How quickly is the moss spreading across the lawn?', 'manner'],
    ['clear', 'How clear is the water in the quarry?', null],
    // an -ing form of one of the lightest verbs is a verb wherever it stands, its subject between it and "is"
    ['getting', 'How quickly is the club getting through its waiting list?', 'light'],
    ['working', 'Is the crew working through the night?', null], // fewer than thirty senses: its own meaning
    ['head', 'Is it wise to head out alone?', 'light'],
    ['turn', 'Did she have to turn down work?', 'light'],
    ['drop', 'Why are players told to drop their shoulders?', null],
    ['head', 'Which bird has the reddest head?', null],
    ['moment', 'Why is seed scarce at the moment?', 'time'],
    ['moment', 'What is the moment of inertia of a wheel?', null],
    ['winter', 'Do hedgehogs sleep through the winter', null],
    // an extraposed "it" judged okay asks whether one may: the infinitive is what is asked
    ['ok', 'Is it OK to leave my laptop plugged in?', 'modal'],
    ['okay', 'Would it be okay to swim in the lake?', 'modal'],
    ['ok', 'Is the cafe OK?', null],
    ['okay', 'Is it okay?', null],
  ])('%s in "%s": %s', (term, question, reason) => {
    expect(frameReason(term, question, FRAME)).toBe(reason);
  });

  it('the complement a linking verb frames is what the question claims', () => {
    expect(linkedComplement('Do potters become immune to clay dust?', FRAME)).toBe('immune');
    expect(linkedComplement('Do potters get ill from clay dust?', FRAME)).toBeNull();
  });

  it('the linking verbs are read from "k" lines', () => {
    expect([...parseLinking('# comment\nk become\nk seem\nx nothing\nk two words\n')]).toEqual(['become', 'seem']);
  });
});

describe('frame words in coverage (shipped tables)', () => {
  it('frame words score but are never required, where three topic words or more are asked about', () => {
    const concepts = conceptsOf('Do glassblowers become immune to burns over time?');
    expect(concepts.filter((c) => c.frame).map((c) => c.term)).toEqual(['become', 'time']);
    expect(requiredConcepts(concepts).map((c) => c.term)).toEqual(['glassblowers', 'immune', 'burns']);
    // two words: nothing is frame ("Is coffee healthy?" keeps both)
    expect(conceptsOf('Does it become brittle?').some((c) => c.frame)).toBe(false);
  });

  it('a part is not held unanswered for frame words its sources do not use', () => {
    const docs = [{ documentId: 'weeds', text: 'Bindweed spread faster than any other weed across the abandoned plots, while nettles held steady.' }];
    const part = partCoverage('Which weed invaded the abandoned plots most quickly?', 'what', docs);
    expect(part.answerable).toBe(true);
    expect(part.missing.map((c) => c.term)).toEqual(['invaded']);
  });

  it('a missing topic word still holds a part unanswered, and is the missing word', () => {
    const docs = [{ documentId: 'coffee', text: 'Drinking coffee late in the day delays sleep, and caffeine stays in the blood for hours.' }];
    const part = partCoverage('Does drinking coffee every day cause cancer over time?', 'yesno', docs);
    expect(part.missing.map((c) => c.term)).toContain('cancer');
    expect(part.answerable).toBe(false);
  });
});

describe('paraphrase through grammar (table, then shipped tables)', () => {
  it('an adverb is read with the adjective of its first sense', () => {
    const table = parseAdverbs('# c\nr loudly loud\nr softly soft\nr two words x\n');
    expect(adjectiveOfAdverb('Loudly', table)).toBe('loud');
    expect(adjectiveOfAdverb('hardly', table)).toBeNull();
    // shipped: "hardly" (barely) is not hard, "lately" (recently) not late
    expect(adjectiveOfAdverb('softly')).toBe('soft');
    expect(adjectiveOfAdverb('hardly')).toBeNull();
    expect(adjectiveOfAdverb('lately')).toBeNull();
  });

  it('a text that says an adverb says its adjective, and a question\'s adverb is said by its adjective', () => {
    expect(stemsOf('The drum can be beaten softly or loudly.').has(stem('loud'))).toBe(true);
    const docs = [{ documentId: 'drum', text: 'A drummer plays a frame drum loud near the rim and soft near the centre.' }];
    expect(partCoverage('Can a drummer play a frame drum loudly?', 'yesno', docs).missing).toEqual([]);
  });

  it('"by myself" asks whether one may go alone: a source\'s "alone" covers it, and a part needs it', () => {
    expect(conceptsOf('Can I climb the tower by myself?').map((c) => c.term)).toContain('alone');
    expect(conceptsOf('Can they climb the tower by themselves?').map((c) => c.term)).toContain('alone');
    expect(conceptsOf('Can I climb the tower with friends?').map((c) => c.term)).not.toContain('alone');
    const docs = [{ documentId: 'tower', text: 'Visitors may climb the bell tower only with a guide; nobody may climb it alone.' }];
    expect(partCoverage('Can I climb the bell tower by myself?', 'yesno', docs).missing).toEqual([]);
  });
});

const DOCUMENTS: Record<string, string> = {
  'chapel.md': `# St Brannoc's Chapel Organ

The chapel's first organ was built in 1871 by a local joiner and had a single keyboard.

Its tin pipes were removed by the parish council in 1940 and sold for scrap to pay for a new roof. A second-hand organ from a closed chapel in Leeds replaced it in 1953.
`,
  'lanes.md': `# Green Lanes of the Parish

The green lanes are unsurfaced tracks between hedges, many of them older than the fields on either side.
`,
};

describe('answers over the real service', () => {
  let service: RunningService;
  beforeAll(async () => {
    const dir = tempDir('quire-question-frame-');
    for (const [name, text] of Object.entries(DOCUMENTS)) fs.writeFileSync(path.join(dir, name), text);
    service = await startTestService({ sampleLibraryDir: dir, stepDelayMs: 0 });
  });
  afterAll(async () => {
    await service.close();
  });

  it('"Who took away …" is answered by the sentence that says they were removed, with no note on a "takeaway"', async () => {
    const job = await waitForJob(service, await createJob(service, { query: "Who took away the chapel organ's tin pipes, and when?", reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    expect(job.content).toContain('removed by the parish council in 1940');
    expect(job.content).not.toMatch(/takeaway/i);
  });
});

const FRAME_DOCUMENTS: Record<string, string> = {
  'allotments.md': `# Weeds on the Abandoned Allotments

A survey of the abandoned plots in 2024 counted eleven kinds of weed. Bindweed spread faster than any other weed across the abandoned plots, while nettles held steady.

Couch grass was found mainly beside the paths.
`,
  'cliffs.md': `# Walking the Coastal Path Safely

Never walk the cliff path alone after dark; take a torch and tell someone your route before you set off.

The path is closed when gusts exceed 60 km/h.
`,
  'handbells.md': `# Ringing Handbells

A handbell ringer controls each note with the wrist: a short flick rings the bell softly, a full swing rings it loudly.

Leather clappers last longer than plastic ones.
`,
  'glass.md': `# A Day in the Glassblowing Studio

Glassblowers handle pipes and punties heated to over 1,000 °C, and small burns on the hands are common in the first year of training.

Most studios keep a bowl of cold water beside every bench for burns.
`,
};

describe('answers over the real service: frame words', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(FRAME_DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  it('"most quickly" does not hold a which-question unanswered: the weed that spread fastest leads', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Which weed invaded the abandoned plots most quickly?', reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    expect(job.content).toContain('Bindweed spread faster than any other weed');
    expect(job.content).not.toMatch(/"quickly"/);
  });

  it('"all right to head out" is answered from the rule on walking alone, with no note on "right" or "head"', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Is it all right to head out on the cliff path by myself at night?', reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    expect(job.content).toContain('Never walk the cliff path alone after dark');
    expect(job.content).not.toMatch(/"right"|"head"/);
  });

  it('"vary the loudness" is answered by the sentence that says softly or loudly (WordNet: loudness, from loud)', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How is a handbell ringer able to vary the loudness?', reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    expect(job.content).toContain('a short flick rings the bell softly, a full swing rings it loudly');
    expect(job.content).not.toMatch(/"able"/);
  });

  it('a missing topic word is still named, and gets no verdict: "immune" is what "become immune" claims', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Do glassblowers become immune to burns over time?', reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    expect(job.content).toMatch(/uses the words? [^.]*"immune"/);
    expect(job.content).not.toMatch(/"become"|"time"/);
    expect(job.content).not.toMatch(/point to (?:yes|no)/i);
  });
});
