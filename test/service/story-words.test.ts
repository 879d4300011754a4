// A word of the asker's story or circumstances must not sink a question the sources answer (session 29, h29w): a name
// a document gives only in its saved form (a signature, a breadcrumb: saved-names.ts), a year told of the reader
// (question-roles.ts toldYears), an expectation after "than she planned" (question-roles.ts), a person the reader names
// as their own (concepts.ts partCoverage, unused-word.ts readerPeople). What is asked still refuses: the coffee/cancer
// rule holds.
import { describe, expect, it } from 'vitest';
import { capitalisedStems, conceptsOf, partCoverage, questionKind, requiredConcepts } from '../../src/service/concepts';
import { conceptRoles, toldYears, type ConceptRole } from '../../src/service/question-roles';
import { savedNames } from '../../src/service/saved-names';

describe('savedNames: the names a saved form gives outside the body (table)', () => {
  it.each<[string, string, string]>([
    ['From: Helen Marsh\n\nHi Graham, ...\n\nHelen Marsh | Transport Coordinator | Ashby Community Transport', 'Is he ok to drive the Ashby community minibus?', 'Ashby Community Transport'],
    ['# CarTalk Forum › Electrics › Dashcam draining my battery overnight?', 'The dashcam poster on CarTalk kept getting a flat battery. What did they do?', 'CarTalk Forum'],
    // no name asked, nothing read
    ['Helen Marsh | Ashby Community Transport', 'is he ok to drive the minibus?', ''],
    // a name the saved form does not give
    ['Helen Marsh | Ashby Community Transport', 'Does the Kestrel EC-6 pressure-can?', ''],
    ['', 'Is the Ashby minibus free?', ''],
  ])('savedNames(%j, %j) → %j', (raw, question, names) => {
    expect(savedNames(raw, capitalisedStems(question))).toBe(names);
  });
});

describe('toldYears: a year told of the reader is no time the question asks about (table)', () => {
  it.each<[string, string[]]>([
    ["our walking group's driver Graham is 23 and passed his test in 2019, is he ok to drive the minibus?", ['2019']],
    // a year the question is set in
    ['How many swans hatched on the lake in 2023?', []],
    ['In 1953, who was the mayor of Ashby?', []],
  ])('toldYears(%j) → %j', (part, years) => {
    expect([...toldYears(part)]).toEqual(years);
  });
});

function rolesOf(question: string): Record<string, ConceptRole> {
  const required = requiredConcepts(conceptsOf(question));
  const roles = conceptRoles(question, required);
  return Object.fromEntries(required.map((c) => [c.term, roles.get(c.stem) ?? 'core']));
}

describe('"than" with a person for its subject opens a clause of expectation (table)', () => {
  it.each<[string, string, ConceptRole]>([
    ['Why did the violin take so much longer than she planned?', 'planned', 'light'],
    ['Why is the pump louder than they claim?', 'claim', 'light'],
    // the thing compared is never light
    ['Is the new bridge longer than the old one?', 'old', 'entity'],
    ['Is the new bridge longer than the old one?', 'bridge', 'entity'],
  ])('%j: %s is %s', (question, term, role) => {
    expect(rolesOf(question)[term]).toBe(role);
  });
});

const doc = (documentId: string, text: string) => ({ documentId, text });

describe('partCoverage: the asker\'s own people (table)', () => {
  const lice = doc('lice', 'Nits are the empty eggshells left behind once the lice have hatched. Comb the wet hair with a detection comb on days 1, 5, 9 and 13.');
  const pumps = [doc('shortlist', 'Aldon HP7: maker Aldon Thermal; min outdoor temp c -15; sound power 55 dB.')];
  it.each<[string, boolean, string[], { documentId: string; text: string }[]]>([
    // a person the reader names as their own, used by no source: not required (told in the reader's context, not named)
    ['my lad has nits again, what do i do?', true, [], [lice]],
    ['Can my lad use a detection comb on wet hair?', true, ['lad'], [lice]],
    // a thing of the story that is no person still is
    ['My hamster has nits. What should I do?', false, ['hamster'], [lice]],
    // what is asked, no source says: refused (the coffee/cancer rule)
    ['Does coffee cause cancer?', false, ['cancer'], [doc('sleep', 'Coffee in the afternoon delays sleep and shortens deep sleep.')]],
    ['Does the Aldon HP7 need a gas supply?', false, ['gas', 'supply'], pumps],
  ])('%j → answerable %s, missing %j', (question, answerable, missing, documents) => {
    const coverage = partCoverage(question, questionKind(question), documents);
    expect(coverage.answerable).toBe(answerable);
    expect(coverage.missing.map((c) => c.term)).toEqual(missing);
  });
});
