// The part a question asks for and whether a sentence gives it (src/service/asked-part.ts, kinds.ts): a kind of the
// asked noun by WordNet's hierarchy or a name before it, a sum bound to the part asked rather than to the whole that
// lists it, a date or a person bound to what the question is about; where none of the sentences the answer may cite
// gives it, the answer says so first and cites what the sources do say as that. Table tests of the pure pieces, then
// the real service over documents written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askedPart, askedPartOutcome, clausesWithoutAsides, givesAskedPart, namesAgent, namesKind, notGivenStatement, partOf, sumBoundTo } from '../../src/service/asked-part';
import { isKindOf, isKindOfIn, parseKinds } from '../../src/service/kinds';
import type { RunningService } from '../../src/service/server';
import { answerLead, createJob, startLibraryService, waitForJob } from './helpers';

describe('kinds of a noun from the hierarchy (pure)', () => {
  // 0 entity; 1 material; 2 wood; 3 larch; 4 dog; 5 working dog (no one-word lemma); 6 collie; 7 ash the residue
  const table = parseKinds(['# header', '- entity', '0 material', '1 wood', '2 larch', '0 dog', '4', '5 collie', '1 ash.2 residue'].join('\n'));
  it.each([
    ['larch', 'wood', true],
    ['collie', 'dog', true], // through a synset with no one-word lemma
    ['collies', 'dog', true],
    ['wood', 'wood', false], // no kind of itself
    ['dog', 'collie', false],
    ['ash', 'material', true], // the word in any of its senses
    ['larch', 'dog', false],
  ])('isKindOfIn(%j, %j) = %j', (word, noun, kind) => {
    expect(isKindOfIn(table, word, noun)).toBe(kind);
  });

  it.each([
    ['oak', 'wood', true],
    ['zinc', 'metal', true],
    ['steel', 'metal', true],
    ['collie', 'dog', true],
    ['Hereford', 'cattle', true],
    ['terrier', 'dog', true],
    ['timber', 'wood', false],
    ['sheep', 'dog', false],
    ['ewes', 'cattle', false],
  ])('shipped WordNet: isKindOf(%j, %j) = %j', (word, noun, kind) => {
    expect(isKindOf(word, noun)).toBe(kind);
  });
});

describe('what a question asks for (pure)', () => {
  it.each([
    ['What kind of wood is the frame of the shed made from?', 'kind', 'wood'],
    ['Which breed of cattle does the farm keep?', 'kind', 'cattle'],
    ['What metal is the roof covered in?', 'kind', 'metal'],
    ['How much did the envelope of the balloon cost?', 'cost', 'envelope'],
    ["What did the balloon's envelope cost?", 'cost', 'envelope'],
    ['What was the price of the basket?', 'cost', 'basket'],
    ['When was the fete held?', 'when', null],
    ['Who painted the mural?', 'who', null],
    ['Which vet treated the otter?', null, null], // a noun for no material, asked bare: no kind asked
    ['How long does the balloon stay up?', null, null],
    ['Why did the farm sell its cattle?', null, null],
    ["Who took away the town hall's bells, and when?", null, null], // two things asked
    ['And how much was the new ramp?', 'cost', 'ramp'], // a follow-up opening on "and"
  ])('askedPart(%j) is %j of %j', (query, role, noun) => {
    const asked = askedPart(query);
    expect(asked?.role ?? null).toBe(role);
    if (asked?.role === 'kind') expect(asked.noun).toBe(noun);
    if (asked?.role === 'cost') expect(asked.part).toBe(noun);
  });

  it.each([
    ['the envelope of the club balloon', { part: 'envelope', whole: 'balloon' }],
    ["the balloon's envelope", { part: 'envelope', whole: 'balloon' }],
    ['the new burner', { part: 'burner', whole: null }],
  ])('partOf(%j)', (phrase, expected) => {
    expect(partOf(phrase)).toEqual(expected);
  });
});

describe('whether a sentence gives it (pure)', () => {
  it.each([
    ['The hull is planked in larch on oak ribs.', 'wood', 'kind', true],
    ['The shed stands on a timber frame bolted to concrete pads.', 'wood', 'kind', false],
    ['An old border collie guards the yard.', 'dog', 'breed', true],
    ['The farm keeps a herd of Highland cattle on the hill.', 'cattle', 'breed', true], // a name before the noun
    ['The farm keeps a small herd of suckler cattle.', 'cattle', 'breed', false], // a describing word names no breed
    ['The farm keeps a small herd of dairy cattle.', 'cattle', 'type', true], // asked the type, it does
    ['The panels are light and weatherproof.', 'material', 'material', false],
    ['They leached the ash to obtain potash, a potassium-rich alkali.', 'alkali', 'alkali', true], // said to be one
    ['The yard is kept by dogs such as lurchers.', 'dog', 'breed', true],
  ])('namesKind(%j, %j, %j) = %j', (text, noun, kindWord, kind) => {
    expect(namesKind(text, noun, kindWord)).toBe(kind);
  });

  it.each([
    ['The complete balloon, with envelope, basket and burner, cost £38,000.', 'envelope', false],
    ['The complete balloon, with envelope, basket and burner, cost £38,000.', 'balloon', true],
    ['The twin burner alone cost £6,500.', 'burner', true],
    ['The envelope and basket together cost £20,000.', 'envelope', false], // a sum for the pair
    ['The club spent £12,000 on the envelope.', 'envelope', true],
    ['The refit as a whole, with engines, deck and a new ramp, cost £1.1 million.', 'ramp', false], // listed in an aside of three words
    ['The envelope was sewn in Bristol; the basket cost £4,000.', 'envelope', false],
    ['The club also added a second van, which cost £18,500, for deliveries.', 'van', true], // a relative clause states it
    ['The bakery bought a deck oven and a spiral mixer, spending £24,000 on the pair.', 'mixer', false], // one of a pair
  ])('sumBoundTo(%j, %j) = %j', (text, part, bound) => {
    expect(sumBoundTo(text, part)).toBe(bound);
  });

  it.each([
    ['The ironwork was forged by a smith in Oldmere.', true], // a person noun after "by"
    ['The bells that German troops had removed were melted down.', true], // a body before its verb
    ['Mabel Foy painted it in 1931.', true],
    ['The mural shows the canal in its working days, with barges, horses and lock keepers.', false], // only listed
    ['It was painted in 1987 and restored in 2023.', false],
  ])('namesAgent(%j) = %j', (text, agent) => {
    expect(namesAgent(text, 'Who made it?')).toBe(agent);
  });

  it('asides and clauses', () => {
    expect(clausesWithoutAsides('The balloon, with envelope and basket, cost £38,000; the burner cost £6,500.')).toEqual(['The balloon cost £38,000', 'the burner cost £6,500.']);
  });

  it.each([
    ['When was the village fete held?', 'The village fete was held on the green behind the church.', false],
    ['When was the village fete held?', 'The village fete was held on 12 July on the green.', true],
    ['When was the village fete held?', 'The organ was rebuilt in 1998.', false], // a date of something else
    ['Who painted the mural in the library?', 'The mural was painted in 1987 and restored in 2023.', false],
    ['Who painted the mural in the library?', 'The mural was painted by Ann Kerr in 1987.', true],
    ['Who painted the mural in the library?', 'The repairs were paid for by the council, and the library lights the wall.', false], // the setting only
    ['When was the chapel built?', 'The chapel was built in the 1880s.', true], // a decade
    ['Who cast the bell of Holm chapel?', 'The chapel bell was cast in 1724 and first rung for a wedding.', false],
    ['Who cast the bell of Holm chapel?', 'Performances of the Holm choir start at 7.30 pm in the chapel.', false], // a body, but not of the act asked
    ['Who cast the bell of Holm chapel?', 'The bell was cast by a founder in Whitechapel.', true],
    ['Who made the oldest quilt?', 'One quilt, stitched by Hannah Metcalfe for a wedding, took three winters.', false], // not the oldest
    ['Who made the oldest quilt?', 'The oldest quilt was stitched by Hannah Metcalfe.', true],
    ['When was the oldest quilt made?', 'The exhibition shows forty quilts made between 1850 and 1950.', false], // of them all, not the oldest
    ['When was the chapel built?', 'The chapel was built after the great flood.', true], // an event it follows
  ])('%j: givesAskedPart(%j) = %j', (query, text, gives) => {
    const asked = askedPart(query);
    expect(asked).not.toBeNull();
    if (asked) expect(givesAskedPart(asked, text, query)).toBe(gives);
  });
});

describe('what the answer does with it (pure)', () => {
  const unit = (s: string): { sentences: string[] } => ({ sentences: [s] });
  it('not given while the subject is spoken of: the statement to lead with', () => {
    const query = 'How much did the envelope of the club balloon cost?';
    const lead = unit('The complete balloon, with envelope, basket and burner, cost £38,000.');
    const outcome = askedPartOutcome(query, lead, [unit('The envelope holds 2,800 cubic metres of air.')]);
    expect(outcome).toEqual({ given: false, statement: expect.stringMatching(/^Your sources do not give a sum for the envelope on its own, only for the balloon as a whole/) });
  });
  it('given by another unit: that unit leads', () => {
    const query = 'How much did the burner of the club balloon cost?';
    const lead = unit('The complete balloon, with envelope, basket and burner, cost £38,000.');
    const burner = unit('The twin burner alone cost £6,500.');
    expect(askedPartOutcome(query, lead, [lead, burner])).toEqual({ given: true, lead: burner });
  });
  it('a date in the title of a dated document dates what its sentences tell, never what they do not name', () => {
    const lead = unit('Two otters were seen near the reedbed.');
    expect(askedPartOutcome('When were the otters seen on the reserve?', lead, [], () => 'Reserve log, October')).toEqual({ given: true, lead });
    expect(askedPartOutcome('When was the village fete held?', unit('The organ was rebuilt in 1998.'), [unit('The village fete was held on the green.')], () => 'Summer fete report')).toEqual({ given: false, statement: expect.any(String) });
  });
  it('nothing said of the subject: left to the coverage notes', () => {
    expect(askedPartOutcome('When was the village fete held?', unit('The bus leaves at noon.'), [])).toBeNull();
  });
  it.each([
    ['When was the village fete held?', 'Your sources do not say when the village fete was held: they give no date for it.'],
    ['Who painted the mural in the library?', 'Your sources do not say who painted the mural in the library: they name no one.'],
    ['Which breed of cattle does the farm keep?', 'Your sources do not name the breed of cattle asked about in "Which breed of cattle does the farm keep?"'],
  ])('notGivenStatement(%j)', (query, statement) => {
    const asked = askedPart(query);
    if (asked) expect(notGivenStatement(asked, query)).toBe(statement);
  });
});

const DOCUMENTS: Record<string, string> = {
  'pier.md': `---
title: Rebuilding Saltby pier
---

# Rebuilding Saltby pier

The new pier at Saltby opened to walkers in the spring after two years of work. Its deck is carried on a timber frame over steel piles driven into the sand, and the handrails are painted sea green.

The whole rebuild, with deck, piles and kiosk, cost £2.4 million, shared by the council and a heritage grant. The kiosk alone cost £180,000.

The old pier was painted by the artist Mabel Foy in 1931, and the painting hangs in the town hall.
`,
  'kennels.md': `---
title: Hollin kennels
---

# Hollin kennels

Hollin kennels board up to forty dogs while their owners are away. The head kennel hand keeps a pair of greyhounds of her own, retired from racing.
`,
};

describe('answers through the real service', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  it('a kind the sources do not give ("what kind of wood") is said plainly first, and what they say cited as that', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'What kind of wood is the frame of Saltby pier made of?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    const content = job.content ?? '';
    expect(content.split('\n\n')[0]).toMatch(/^Your sources do not name the kind of wood/);
    expect(content).not.toMatch(/\[\d+\][^\n]*\bdo not name the kind of wood/);
    expect(content).toMatch(/What your sources do say: [^\n]*timber frame/);
  });

  it('the cost of a part given only for the whole is said not to be given; the part with its own sum is answered', async () => {
    const envelope = await waitForJob(service, await createJob(service, { query: 'How much did the deck of Saltby pier cost?', reasoning_loops: 1 }));
    expect(envelope.status).toBe('completed');
    expect(envelope.content ?? '').toMatch(/^Your sources do not give a sum for the deck on its own/);
    const kiosk = await waitForJob(service, await createJob(service, { query: 'How much did the kiosk on Saltby pier cost?', reasoning_loops: 1 }));
    expect(answerLead(kiosk.content ?? '')).toContain('£180,000');
  });

  it('a kind given by a word below the asked noun is answered ("greyhounds" for which breed of dog)', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'What breed of dog does the head kennel hand at Hollin keep?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content ?? '').not.toMatch(/do not name the breed/);
    expect(answerLead(job.content ?? '')).toContain('greyhounds');
  });
});
