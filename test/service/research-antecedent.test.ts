// A sentence whose subject is "it"/"they" stands alone with its subject supplied (src/service/antecedent.ts,
// compose.ts buildUnits): "Today it grinds 90 tonnes…" after "The Brackwater mill stands… It was built…"
// is cited as "Today [the Brackwater mill] grinds 90 tonnes…", so the point asked about leads instead of
// coming third behind the sentences its pronoun pointed back to. Table tests of the pure pieces, then the
// real service over documents written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { antecedentOf, endsSubject, subjectPhrase, subjectPronoun, withAntecedent } from '../../src/service/antecedent';
import { hasDanglingOpener } from '../../src/service/compose';
import type { RunningService } from '../../src/service/server';
import { createJob, waitForJob, startLibraryService } from './helpers';

describe('the subject a sentence opens with (pure)', () => {
  it.each([
    ['The Brackwater mill stands on the east bank of the Tarn.', { phrase: 'the Brackwater mill', plural: false }],
    ['The old sluice gates leak badly in spring.', { phrase: 'the old sluice gates', plural: true }],
    ['The lock keepers open the gates at dawn.', { phrase: 'the lock keepers', plural: true }],
    ['Harbour Board engineers inspected the pier.', { phrase: 'Harbour Board engineers', plural: true }],
    ['Tarnmouth last flooded in 1954.', { phrase: 'Tarnmouth', plural: false }],
    ['The Bridge of Ardle carries the old drove road.', { phrase: 'the Bridge of Ardle', plural: false }],
    ['The dust of the grinding floors was once a fire risk.', { phrase: 'the dust of the grinding floors', plural: false }],
    ['Black rot, also called spur blight, is spread by rain splash.', { phrase: 'black rot', plural: false }], // an apposition is no part of it
    ['A miller lives in the cottage.', null], // indefinite: no referent to show
    ['The same wheel turns both stones.', null], // refers back itself
    ['Many visitors come for the bread.', null],
    ['In winter, the leat freezes.', null], // an adverbial, not a subject
    ['Rye, not wheat, is ground here.', null],
    // a time and then the writer: the subject is "I", no noun phrase an "it" could stand for
    ['Last November I bought a 1972 Sprite caravan for £400.', null],
    ['Easter Sunday we opened the gates.', null],
  ])('subjectPhrase(%j)', (sentence, expected) => {
    expect(subjectPhrase(sentence)).toEqual(expected);
  });

  it.each([
    ['grinds', true],
    ['flooded', true],
    ['carried', true],
    ['was', true],
    ['still', true],
    ['mill', false],
    ['gates', false],
    ['bakeries', false],
  ])('endsSubject(%j) = %j', (word, ends) => {
    expect(endsSubject(word)).toBe(ends);
  });
});

describe('the subject pronoun and what it stands for (pure)', () => {
  it.each([
    ['It was rebuilt as a flour mill in 1843.', { pronoun: 'it', start: 0, end: 2 }],
    ['Today it grinds about 90 tonnes of rye.', { pronoun: 'it', start: 6, end: 8 }],
    ['In 1843 they fitted a new wheel.', { pronoun: 'they', start: 8, end: 12 }],
    ['When it freezes, the wheel stops.', null], // a pronoun in an opening clause
    ['Since then it has been grinding rye.', null], // "then" refers back itself
    ['It is thought that the first mill stood here.', null], // a dummy "it"
    ['It is easy to miss the entrance.', null],
    ['It took three years to rebuild the wheel.', null],
    ['The wheel turns slowly.', null],
  ])('subjectPronoun(%j)', (sentence, expected) => {
    expect(subjectPronoun(sentence)).toEqual(expected);
  });

  const mill = ['The Brackwater mill stands on the east bank of the Tarn.', 'It was built as a fulling mill in 1712 and rebuilt in 1843.'];
  it.each([
    [mill, 'Today it grinds about 90 tonnes of rye a year.', 'the Brackwater mill'], // through the "It" in between
    [mill.slice(0, 1), 'It was built in 1712.', 'the Brackwater mill'],
    [['The sluice gates were replaced in 1990.'], 'They leak badly in spring.', 'the sluice gates'],
    [['The sluice gates were replaced in 1990.'], 'It leaks badly in spring.', null], // number disagrees
    [['The Brackwater mill stands on the Tarn.', 'Two families ran it for a century.'], 'Today it grinds rye.', null], // another subject in between
    [['In winter, the leat freezes.'], 'It then overflows.', null], // no subject to read
    // (never "[Last November I] had sat in a field…": the writer is no "it")
    [['Last November I bought a 1972 Sprite caravan for £400.'], 'It had sat in a field in Shropshire for nine years.', null],
  ])('antecedentOf(%j, %j) = %j', (previous, sentence, expected) => {
    expect(antecedentOf(previous, sentence)).toBe(expected);
  });

  it('the subject supplied in brackets leaves no dangling opener', () => {
    const mid = withAntecedent('Today it grinds about 90 tonnes of rye a year.', 'the Brackwater mill');
    expect(mid).toBe('Today [the Brackwater mill] grinds about 90 tonnes of rye a year.');
    expect(hasDanglingOpener('Today it grinds about 90 tonnes of rye a year.')).toBe(true);
    expect(hasDanglingOpener(mid)).toBe(false);
    expect(withAntecedent('It was rebuilt in 1843.', 'the Brackwater mill')).toBe('[The Brackwater mill] was rebuilt in 1843.');
  });
});

const DOCUMENTS: Record<string, string> = {
  'brackwater-mill.md': `# The Brackwater mill

The Brackwater mill stands on the east bank of the Tarn, two miles above the harbour at Tarnmouth. It was built as a fulling mill in 1712, burned down in 1840 and was rebuilt as a flour mill in 1843. Today it grinds about 90 tonnes of rye a year for six bakeries in the valley.

## The wheel

The wheel is an overshot wheel of oak and iron, 6 metres across. Water reaches it along a leat cut from a weir upstream, and a sluice lets the miller stop it in a few seconds.
`,
  'tarnmouth-harbour.md': `# Tarnmouth harbour

Tarnmouth harbour was dredged in 1961 so that coasters could load grain at any tide. The harbour board still charges a small fee for every tonne landed.
`,
};

describe('answers over the real service: the sentence that answers leads, its "it" resolved', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });
  const firstCited = (content: string): string => content.split('\n\n').find((p) => /\[\d+\]/.test(p))?.split(/(?<=\]\.)\s/)[0] ?? '';

  it('"How much rye does the Brackwater mill grind each year?" leads with the 90 tonnes, its subject in brackets', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How much rye does the Brackwater mill grind each year?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    const lead = firstCited(job.content ?? '');
    expect(lead).toContain('Today [the Brackwater mill] grinds about 90 tonnes of rye');
    expect(lead).not.toContain('east bank');
  });
});
