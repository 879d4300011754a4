// A word of a question that no source uses: the thing asked for (then the answer says plainly that the sources do not
// give it, citing nothing) or a word of the setting (then the rest of the question is answered): a decade said by a
// year, a person the reader names as their own, an idiom said by a one-word verb of its senses, a sentence pointing
// back to its page's topic (src/service/unused-word.ts, read by concepts.ts partCoverage). Table tests over the pure
// decisions, then answers over the real service on documents written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { livingAct, namesActOf } from '../../src/service/amount-unstated';
import type { RunningService } from '../../src/service/server';
import { decadeOf, decadeSaidBy, idiomsOf, opensOnTopic, parseIdioms, readerPeople, unusedWordKind } from '../../src/service/unused-word';
import { researchContent, startLibraryService, waitForJob, createJob } from './helpers';

describe('what an unused word is (table)', () => {
  it.each<[string, string, 'asked' | 'entity' | 'core' | 'light' | 'context', 'asked' | 'setting']>([
    // the reader's own people are the setting, whatever the parse makes of them
    ['Can my manager refuse my leave request?', 'manager', 'entity', 'setting'],
    ["Can I clean my grandad's old 78s with alcohol?", 'grandad', 'entity', 'setting'],
    ['Would it be fine for my friend to run using my number?', 'friend', 'entity', 'setting'],
    // a person the question asks about, not the reader's own, keeps its role
    ['Did the landlord take anything off the rent?', 'landlord', 'entity', 'asked'],
    // a thing the reader owns is no person
    ['Can I run using my number?', 'number', 'asked', 'asked'],
    // the thing asked for stays asked
    ['How fast can a hedgehog run?', 'fast', 'core', 'asked'],
    ['Does coffee cause cancer?', 'cancer', 'asked', 'asked'],
    // a setting word by the parse
    ['Is the pool open in the school holidays?', 'holidays', 'light', 'setting'],
  ])('unusedWordKind(%s, %s, %s) → %s', (part, term, role, kind) => {
    expect(unusedWordKind(part, term, role)).toBe(kind);
  });

  it.each<[string, string[]]>([
    ["Can I clean my grandad's old 78s?", ['grandad']],
    ['Can our new manager refuse it?', ['manager']],
    ['Can I bring my dog?', []],
    ['Can I use my number?', []],
    ['Is the manager in?', []],
  ])('readerPeople(%s) → %j', (part, people) => {
    expect(readerPeople(part)).toEqual(people);
  });

  it.each<[string, string, boolean]>([
    ['1990s', 'It reopened to visitors in 1994, after a grant.', true],
    ['1990s', 'It closed in 1962.', false],
    ['90s', 'Opened in 1997.', true],
    ['nineties', 'Opened in 1997.', true],
    // a sum or a count is no year
    ['1990s', 'A grant of £1,994 was paid.', false],
    ['1990s', 'About 1995 people came.', false],
    ['station', 'It reopened in 1994.', false],
  ])('decadeSaidBy(%s, %s) → %s', (term, text, said) => {
    expect(decadeSaidBy(term, text)).toBe(said);
  });

  it('decadeOf reads a decade in figures or words, and nothing else', () => {
    expect(decadeOf('1980s')).toEqual({ from: 1980, to: 1989, century: true });
    expect(decadeOf('sixties')).toEqual({ from: 60, to: 69, century: false });
    expect(decadeOf('1980')).toBeNull();
    expect(decadeOf('tens')).toBeNull();
  });

  it.each<[string, boolean]>([
    ['It costs £60, including kit.', true],
    ['The course costs £60.', true],
    ['A return trip costs £9.', false],
    ['Adults pay £9.', false],
  ])('opensOnTopic(%s) → %s', (sentence, topic) => {
    expect(opensOnTopic(sentence)).toBe(topic);
  });

  it('reads a two-word verb joined or split by a pronoun, never across another word', () => {
    const table = parseIdioms('# comment\ns set back cost defer\ns throw out expel discard\n');
    expect(idiomsOf('What will that set me back?', table)).toEqual([{ verb: 'set', particle: 'back', words: ['cost', 'defer'] }]);
    // (in any form of the verb the stemmer joins: "thrown out")
    expect(idiomsOf('Were they thrown out of the hall?', table)).toEqual([{ verb: 'thrown', particle: 'out', words: ['expel', 'discard'] }]);
    expect(idiomsOf('Will they throw out the old chairs?', table)).toEqual([{ verb: 'throw', particle: 'out', words: ['expel', 'discard'] }]);
    expect(idiomsOf('Did they set the table back?', table)).toEqual([]);
  });
});

describe('a speed asked is said only of the act asked (table)', () => {
  it.each<[string, string | null]>([
    ['How fast can a cheetah run?', 'run'],
    ['How far do hedgehogs travel in a night?', 'travel'],
    ['How long do hedgehogs live in the wild?', 'live'],
    // no living thing: no act of its own
    ['How fast can the ferry sail?', null],
    // people's trips are measured in many words ("the trip covers 18 km")
    ['How far do campers paddle on the canoe trip?', null],
  ])('livingAct(%s) → %s', (query, act) => {
    expect(livingAct(query)).toBe(act);
  });

  it.each<[string, boolean]>([
    ['Cubs grow fast and leave their mother at about 18 months.', false],
    ['A cheetah can run at about 100 km/h over short distances.', true],
    ['Running flat out, it covers 100 metres in under four seconds.', true],
    ['Cheetahs ran down gazelles in seconds.', true],
  ])('namesActOf(%s, run, own word only) → %s', (text, names) => {
    expect(namesActOf(text, 'run', true)).toBe(names);
  });
});

describe('answered over a setting word, said plainly over an absent asked thing (HTTP)', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({
      'leave-faq.md': `# Annual leave: questions from staff

How much notice do I need to give? Your employer can ask for notice of at least twice the length of the leave you want to take. An employer may refuse a leave request, but must give notice of at least as many days as the leave itself would last.

Can I carry leave over? Up to five days of unused leave can be carried into the next leave year.`,
      'archery.md': `# Oakridge Archery Club: beginners' course

The course runs over six Saturday mornings in the sports hall. It costs £45, including the hire of a bow and arrows. Sessions start at 9.30 am and last two hours.`,
      'mill.md': `# Brackwell Mill

The mill ground corn from 1780 until 1962, when the last miller retired. It was restored by volunteers and reopened to visitors in 1994, after a grant from the heritage fund. The mill is open on Sundays from April to October.`,
      'cheetah.md': `# Cheetah

The cheetah is a large cat of the African savanna. Cubs grow fast and leave their mother at about 18 months. Cheetahs hunt by day, mostly gazelles and impala. There are about 7,000 cheetahs left in the wild.`,
      'hedgehogs.md': `# Hedgehogs in gardens

Hedgehogs travel up to two kilometres a night looking for beetles, caterpillars and worms. They hibernate from November to March in nests of dry leaves.`,
    });
  }, 30_000);
  afterAll(async () => {
    await service.close();
  });

  it('answers what a course costs from a page whose title names it ("It costs £45")', async () => {
    const content = await researchContent(service, 'How much does the Oakridge beginners archery course cost?');
    expect(content).toMatch(/£45[^\n]*\[\d+\]/);
  }, 30_000);

  it('answers a decade asked from the year a source gives', async () => {
    const content = await researchContent(service, 'Did Brackwell Mill reopen to visitors in the 1990s?');
    expect(content).toMatch(/1994[^\n]*\[\d+\]/);
  }, 30_000);

  it('answers an idiom the sources say in one word ("set me back": costs)', async () => {
    const content = await researchContent(service, 'What will the Oakridge archery course set me back?');
    expect(content).toMatch(/£45[^\n]*\[\d+\]/);
  }, 30_000);

  it("answers over the reader's own person, naming the word no source uses", async () => {
    const content = await researchContent(service, "Can my manager refuse a leave request?");
    expect(content).toMatch(/may refuse a leave request[^\n]*\[\d+\]/);
    expect(content).toMatch(/"manager"/);
  }, 30_000);

  it.each(['How fast can a hedgehog run?', 'How fast can a cheetah run?'])('says plainly that the sources do not give the thing asked, citing nothing: %s', async (query) => {
    const job = await waitForJob(service, await createJob(service, { query }));
    expect(job.status).toBe('completed');
    expect(job.results).toEqual([]);
    expect(job.content ?? '').not.toMatch(/\[\d+\]/);
    expect(job.content ?? '').toMatch(/give no figure|nothing/i);
  }, 30_000);
});
