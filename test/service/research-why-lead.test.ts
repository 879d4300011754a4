// The lead of a why-question gives a reason for what was asked (src/service/why-lead.ts, compose.ts
// namedConcepts/questionVerbSaid): not a "because" about something else that merely names the question's
// subject, not reported words that state no reason, not a list fragment. Table tests of the pure pieces,
// then the real service over documents written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namedConcepts, questionVerbSaid } from '../../src/service/compose';
import { conceptsOf } from '../../src/service/concepts';
import { givesReasonFor, whyLead, whyQuestionParts, whySubjectWords } from '../../src/service/why-lead';
import type { RunningService } from '../../src/service/server';
import { createJob, waitForJob, startLibraryService } from './helpers';

describe('what gives a reason (pure)', () => {
  const asked = ['barrels', 'soaked', 'filled'];
  it.each([
    ['Because the valley floods, the mill stands on stilts.', true],
    ['The staves are soaked for two days, to swell the wood before filling.', true], // a purpose infinitive after a comma
    ['The staves are soaked for two days with the bung out.', false],
    ['The barrels stand in water for two days, to close the joints between the staves.', true], // a purpose infinitive after a comma
    ['Soaking swells the staves.', true], // the act asked about, doing something
    ['Sulphur smoke kills moulds, which would otherwise spoil the juice.', true],
    ['Low cloud over the ridge made that impossible.', true],
    ['Iron in the sand gave the bottles their green tint.', true],
    ['The cooper said the barrels were made of French oak.', false], // reported words, no reason in them
    ['Each barrel is dosed with sulphite, which stops wild yeasts.', true], // what it does, in a clause after it
    ['The staves are rubbed with lime, which seals the cracks.', true],
    ['The barrels, which are old, leak.', false],
    ['A hose and two clean buckets.', false],
    ['The farm has made cider since 1921.', false],
    // the cause named as such, the noun of the slot asked
    ['The main cause is thought to be the damp cellar, where the staves rot.', true],
    ['One likely reason was the cold spring.', true],
    ['The cause of the leak is still unknown to the cooper.', false], // a cause said to be unknown gives none
    ['The cooper listed the causes in his notebook.', false], // the noun, no cause stated
    // a clause said to follow from the sentence before it by a connective of result
    ['The oak shipment was held at the port for a month. As a result, the barrels were filled in June.', true],
    ['Consequently, the cellar was closed.', true],
    ['The barrels were filled in June as a rule.', false],
  ])('givesReasonFor(%j) = %j', (text, gives) => {
    expect(givesReasonFor(text, asked)).toBe(gives);
  });

  it.each([
    ['Why does Hallow Farm add sulphite to its cider?', { subject: ['hallow', 'farm'], asked: ['add', 'sulphite'] }],
    ['Why is the old mill wheel being painted red every spring?', { subject: ['old', 'mill', 'wheel'], asked: ['painted', 'red'] }],
    ['Why are cider apples kept in cold stores?', { subject: ['cider', 'apples'], asked: ['kept'] }],
    ['Why?', { subject: [], asked: [] }],
    ["Why doesn't the council lower the bridge toll in winter?", { subject: ['council'], asked: ['lower', 'bridge', 'toll'] }], // a verb before its object
    // a noun that may be a verb gives way to the next word when that one takes the object ("the parish COUNCIL repair THE …")
    ['Why did the parish council repair the old bridge in spring?', { subject: ['parish', 'council'], asked: ['repair', 'old', 'bridge'] }],
    // a contrast asks about the choice: the phrases on both sides of "instead of" / "rather than" are asked
    ['Why did the parish council repair the old bridge with lime rather than cement?', { subject: ['parish', 'council'], asked: ['repair', 'old', 'bridge', 'lime', 'cement'] }],
    ['Why does the mill grind oats with stone instead of steel rollers?', { subject: ['mill'], asked: ['grind', 'oats', 'stone', 'steel', 'rollers'] }],
  ])('whyQuestionParts(%j)', (query, parts) => {
    expect(whyQuestionParts(query)).toEqual(parts);
  });

  it.each([
    ['Why does Hallow Farm add sulphite to its cider?', ['hallow', 'farm']],
    ['Why is the old mill wheel being painted red?', ['old', 'mill', 'wheel']],
    ['Why are cider apples kept in cold stores?', ['cider', 'apples']],
    ['Why did my bread collapse in the oven?', ['bread']],
    ['Why could the ferry not sail on Sunday?', ['ferry']],
    ['Why?', []],
  ])('whySubjectWords(%j) = %j', (query, subject) => {
    expect(whySubjectWords(query)).toEqual(subject);
  });
});

describe('which point leads a why-answer (pure)', () => {
  const unit = (score: number, text: string) => ({ score, sentences: [text] });
  const asked = ['hallow', 'farm', 'add', 'sulphite', 'cider'];
  const named = (text: string): string[] => asked.filter((w) => text.toLowerCase().includes(w));
  const because = unit(10, 'Because the orchards at Hallow Farm are old, the farm cider is strong.');
  const sulphite = unit(7, 'Since 1994 each barrel has been dosed with sulphite, which stops wild yeasts from spoiling the cider.');
  const shop = unit(6, 'The farm sells its cider in the village shop.');

  it('a reason naming what is asked displaces a reason that names only the subject', () => {
    expect(whyLead([because, sulphite, shop], 0, asked, named, ['hallow', 'farm'])).toBe(1);
  });
  it('a point that gives no reason never displaces a current lead', () => {
    expect(whyLead([because, shop], 0, asked, named, ['hallow', 'farm'])).toBe(-1); // the shop gives no reason
  });
  it('a point below half the best score, or naming none of the question, never leads', () => {
    const weak = unit(4, sulphite.sentences[0] as string);
    expect(whyLead([because, weak], 0, asked, named, ['hallow', 'farm'])).toBe(-1);
    const nothing = unit(9, 'Wild yeasts are killed, which would otherwise spoil everything.');
    expect(whyLead([shop, nothing], 0, asked, () => [], [])).toBe(-1);
  });
  it('when a reason names what is asked of the subject (its verb and object), only such a reason leads', () => {
    const strong = unit(10, 'Because Hallow Farm cider is bottled early, the cider is sold in the farm shop and in Hallow village.');
    // named by the subject and scene words more than the sulphite sentence, but not "add sulphite"
    expect(whyLead([strong, sulphite], 0, asked, named, ['hallow', 'farm'], ['add', 'sulphite'])).toBe(1);
    expect(whyLead([strong, sulphite], 0, asked, named, [], [])).toBe(-1); // without the question's parts, the subject words decide
  });
  it('a current lead that gives no reason gives way to one that does', () => {
    expect(whyLead([shop, sulphite], 0, asked, named, ['hallow', 'farm'])).toBe(1);
  });

  it('namedConcepts: own words and the head of a closed compound ("metabisulphite" is a sulphite)', () => {
    const concepts = conceptsOf('Why does Hallow Farm add sulphite to its cider?');
    expect(namedConcepts(concepts, 'Each barrel is dosed with metabisulphite.')).toContain('sulphite');
    expect(namedConcepts(concepts, 'The cider is strong.')).toEqual(['cider']);
  });
  it('questionVerbSaid: whether the question verb guides the lead already', () => {
    expect(questionVerbSaid('Why did the old mill wheel collapse?', [{ sentences: ['The wheel collapsed in 1911 because its axle rotted.'] }])).toBe(true);
    expect(questionVerbSaid('Why did the old mill wheel collapse?', [{ sentences: ['The axle rotted.'] }])).toBe(false);
  });
});

const DOCUMENTS: Record<string, string> = {
  'hallow-cider.md': `# Cider making at Hallow Farm

Because the orchards at Hallow Farm are more than a century old, the farm's cider is unusually strong and dry, at about 8 per cent alcohol.

Since 1994 the cider maker has dosed each barrel with potassium sulphite, which stops wild yeasts from spoiling the juice before the cultured yeast takes hold. The farm sells most of its cider in the village shop.
`,
};

describe('answers over the real service: a why-lead gives the reason for what was asked', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });
  const firstCited = (content: string): string => content.split('\n\n').find((p) => /\[\d+\]/.test(p))?.split(/(?<=\]\.)\s/)[0] ?? '';

  it('"Why does Hallow Farm add sulphite to its cider?" leads with what the sulphite stops, not why the cider is strong', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Why does Hallow Farm add sulphite to its cider?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    const lead = firstCited(job.content ?? '');
    expect(lead).toContain('stops wild yeasts');
    expect(lead).not.toContain('century old');
  });
});
