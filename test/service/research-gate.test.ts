// The per-sentence gate and the preferences of composition (src/service/compose.ts, concepts.ts):
// a sentence is read in its section and paragraph and in a document that covers the question
// throughout; quantity questions ("how long / much / many") are answered like what-questions, by
// sentences with figures; findings lead over aims ("I wanted to find out…"). Table tests over pure
// functions, then compose() over small documents written here.
import { describe, expect, it } from 'vitest';
import { AIM, compose, FINDING, hasDanglingOpener, nothingToCiteMessage, partSubjects, QUANTITY, sentenceGate } from '../../src/service/compose';
import { conceptsOf, isQuantityQuestion, questionKind, stemsOf } from '../../src/service/concepts';
import { gateConcepts, gateInput } from '../../src/service/gate-basis';

const base = { required: 4, own: 0, ownAny: 0, title: 0, section: 0, passage: 0, earlier: 0, titleAbout: false, documentCoverage: 0.5 };

describe('sentenceGate', () => {
  it.each([
    ['a lone shared word in an unrelated paragraph', { own: 1, ownAny: 1 }, false],
    ['its own words touch a third', { own: 2, ownAny: 2 }, true],
    ['one word of its own, its section heading names another', { own: 1, ownAny: 1, section: 1 }, true],
    ['one word of its own in a paragraph that covers half', { own: 1, ownAny: 1, passage: 1 }, true],
    ['one word of its own in a document that covers the question throughout', { own: 1, ownAny: 1, documentCoverage: 1 }, true],
    ['nothing of its own, continuing a paragraph that says half of it', { passage: 4, earlier: 4 }, true],
    ['nothing of its own, the paragraph says it only after it', { passage: 4, earlier: 0 }, false],
    ['nothing of its own, nothing around it', {}, false],
    ['nothing of its own in a document whose title is about the question', { title: 2, titleAbout: true }, true],
  ])('%s', (_label, counts, expected) => {
    expect(sentenceGate({ ...base, ...counts })).toBe(expected);
  });
});

describe('sentenceGate over the gate basis (gate-basis.ts)', () => {
  // "We usually get there after work. Is the lido open late?": the sources say lido, open and late, never usually, get or work
  const all = ['usually', 'get', 'work', 'lido', 'open', 'late'].map((term) => ({ term, stem: term, soft: false }));
  const said = new Set(['lido', 'open', 'late']);
  it.each<[string, string[], boolean, boolean]>([
    ['one word the sources say: a third of what they say of it, under a sixth of the question', ['late'], true, false],
    ['two words the sources say', ['open', 'late'], true, true],
    ['only a word no source says', ['work'], false, false],
  ])('%s', (_label, own, overBasis, overAll) => {
    const gate = gateConcepts(all, said);
    const input = gateInput(gate, all.filter((c) => own.includes(c.term)), { titleConcepts: [], said }, {}, () => true);
    expect(input.required).toBe(3);
    expect(sentenceGate(input)).toBe(overBasis);
    expect(sentenceGate({ ...input, required: all.length, documentCoverage: said.size / all.length })).toBe(overAll);
  });
});

describe('quantity questions are what-questions', () => {
  it.each([
    ['How long do axolotls live in captivity?', true, 'what'],
    ['How much does shore power reduce pollution?', true, 'what'],
    ['How many seeds germinated?', true, 'what'],
    ['How do heat pumps work?', false, 'how'],
    ['How did salt affect germination?', false, 'how'],
  ])('%s', (query, quantity, kind) => {
    expect(isQuantityQuestion(query)).toBe(quantity);
    expect(questionKind(query)).toBe(kind);
  });

  it.each([
    ['In captivity they commonly live 10 to 15 years.', true],
    ['Plugging in will cut emissions by about 95 percent.', true],
    ['The species is famous for its power to regrow lost body parts.', false],
  ])('QUANTITY %s', (sentence, expected) => {
    expect(QUANTITY.test(sentence)).toBe(expected);
  });
});

describe('findings and aims', () => {
  it.each([
    ['I wanted to find out how the concentration of salt affects germination.', true, false],
    ['The aim was to test whether shade slows growth.', true, false],
    ['After seven days, 94 percent of the seeds had germinated in plain water and 22 percent at 200 millimolar.', false, true],
    ['Higher salt concentrations clearly reduced and delayed germination.', false, true],
  ])('%s', (sentence, aim, finding) => {
    expect(AIM.test(sentence)).toBe(aim);
    expect(FINDING.test(sentence)).toBe(finding);
  });
});

describe('composition reads sentences in their context', () => {
  const documents = new Map([
    ['newt', { title: 'Newt', url: 'https://newt.example' }],
    ['lab', { title: 'Lab report: salt and cress seeds', url: 'https://lab.example' }],
  ]);
  const newt = [
    'The marbled newt is a salamander of western France.',
    'In the wild the marbled newt is critically endangered. Surveys found far fewer animals in 2014 than in 1998. The decline is blamed on drained ponds and introduced crayfish, which eat the eggs.',
    'Marbled newts eat worms and insect larvae. In captivity they commonly live 12 to 14 years.',
  ].map((text) => ({ documentId: 'newt', text }));

  it('a cause told right after the sentence that names the question is cited (it names none of the question itself)', () => {
    const answer = compose('Why are wild marbled newts critically endangered?', newt, documents);
    expect(answer.content).toContain('drained ponds and introduced crayfish');
  });

  // (since antecedent.ts, the figure stands alone with its "they" supplied in brackets rather than after the sentence it refers to)
  it('"how long" is answered by the figure, with what its "they" refers to', () => {
    const answer = compose('How long do marbled newts live in captivity?', newt, documents);
    expect(answer.content).toContain('In short: In captivity [marbled newts] commonly live 12 to 14 years [1].');
  });

  it('a later part\'s "they" is the first part\'s subject: the sentence where it acts leads, not one where something else eats it', () => {
    expect(partSubjects('How long do marbled newts live in captivity, and what do they eat?')).toEqual([
      { head: 'newts', verb: 'live' },
      { head: 'newts', verb: 'eat' },
    ]);
    const answer = compose('How long do marbled newts live in captivity, and what do they eat?', newt, documents);
    // a sentence where the newts act leads (since antecedent.ts the lifespan can stand alone: "[marbled newts] … live")
    expect(['Marbled newts eat worms and insect larvae.', 'In captivity they commonly live 12 to 14 years.']).toContain(answer.sentences[0]?.original);
    expect(answer.content).toContain('Marbled newts eat worms and insect larvae');
    expect(answer.content).toContain('12 to 14 years');
  });

  it.each([
    ['In captivity they commonly live 12 to 14 years.', true],
    ['In the wild the marbled newt is critically endangered.', false],
    ['After seven days, 94 percent germinated.', false],
  ])('hasDanglingOpener(%j) = %j (a pronoun after a short opening phrase)', (sentence, expected) => {
    expect(hasDanglingOpener(sentence)).toBe(expected);
  });

  it('the result leads, not the aim that repeats the question', () => {
    const lab = [
      'Aim. I wanted to find out how the concentration of salt in the water affects the germination of cress seeds.',
      'Results. After five days 90 percent of the cress seeds germinated in plain water and 30 percent in the strongest salt solution.',
      'Method. A seed counted as germinated when its root was visible.',
    ].map((text) => ({ documentId: 'lab', text }));
    const answer = compose('How did salt affect the germination of the cress seeds?', lab, documents);
    expect(answer.sentences[0]?.original).toContain('90 percent');
  });
});

describe('nothingToCiteMessage says "only in headings" only when it is true', () => {
  const concepts = conceptsOf('How much does shore power reduce pollution?');
  it.each([
    ['no citable sentence names them', [], /only in headings or fragments/],
    ['a sentence names "shore" and "power"', [{ stems: stemsOf('The port switched on its shore power berth.') }], /^Your sources mention shore and power, but none of their sentences speaks to this question/],
  ])('%s', (_label, units, expected) => {
    expect(nothingToCiteMessage(concepts, units)).toMatch(expected);
  });
});

describe('a report\'s measured result is kept', () => {
  it('a result with figures that names the subject in other words ("36-hour loaves" for a longer proof) is cited for a yes/no question', () => {
    const documents = new Map([['notes', { title: 'Notes on a bread experiment', url: 'https://notes.example' }]]);
    const passages = [
      'Aim. I wanted to see whether a longer cold proof changes the sourness of rye bread.',
      'Results. Tasters rated the 36-hour loaves as clearly more sour, 7.5 out of 10 on average against 4.2 for the 12-hour loaves. The longer proof also gave a darker crust.',
      'Discussion. Lactic and acetic acid keep building up during a cold proof, so the longer the dough waits, the more sour it gets.',
    ].map((text) => ({ documentId: 'notes', text }));
    const answer = compose('Does a longer cold proof make rye bread more sour?', passages, documents);
    expect(answer.content).toContain('7.5 out of 10');
  });
});

