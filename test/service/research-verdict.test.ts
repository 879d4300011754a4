// Verdicts of yes/no and comparison answers (src/service/verdict.ts, compose.ts): the verdict rests
// on a sentence that makes a claim about what is asked; an instruction answers "should I X"; an FAQ
// heading answered "Yes." answers the same question; with no such sentence there is no verdict and
// the answer says what the sources do say; documents that claim opposite things disagree, with both
// citations. Also: sentences stating different figures are not near-duplicates, and a report's
// results lead over its method. Table tests over pure functions, then compose() over documents written here.
import { describe, expect, it } from 'vitest';
import { compose, nearDuplicate, verdictOf } from '../../src/service/compose';
import { conceptsOf, questionFocus, stemsOf } from '../../src/service/concepts';
import { sectionRole } from '../../src/service/passage';
import { comparedOther, decideVerdict, imperativeVerdict, otherMeans, predicateConcepts, relationStated, relationVerb, shouldVerb, subjectActsOn } from '../../src/service/verdict';

describe('pieces of a verdict', () => {
  it.each([
    ['Should I water my orchid right after repotting it?', 'water'],
    ['Can I prune roses in autumn?', 'prune'],
    ['Do heat pumps work in cold climates?', null],
    ['Should I not be worried?', null],
  ])('shouldVerb(%j) = %j', (query, verb) => {
    expect(shouldVerb(query)).toBe(verb);
  });

  it.each([
    ['Do not water for five to seven days, so that the cut roots can heal.', 'water', 'no'],
    ["Don't water the plant until the roots heal.", 'water', 'no'],
    ['Avoid watering the leaves.', 'water', 'no'],
    ['Water sparingly in winter.', 'water', 'yes'],
    ['Moth orchids need air as much as water.', 'water', null],
    ['Do not repot in winter.', 'water', null],
    ['Feeding sugar syrup in summer ends up in the honey.', 'feed', null],
    ['Feed only in autumn, after the last harvest.', 'feed', 'yes'],
  ])('imperativeVerdict(%j, %j) = %j', (sentence, verb, verdict) => {
    expect(imperativeVerdict(sentence, verb)).toBe(verdict);
  });

  it.each([
    // the instruction names another means than the one asked: it decides nothing of the asked one
    ["Can I clean my grandad's old 78s with the alcohol mix I use on my LPs?", 'Clean them with distilled water and a little mild soap only.', true],
    ['Should I feed the hedgehog with bread?', 'Never feed hedgehogs with milk.', true],
    // the same means, or no means on one side: the instruction may decide
    ['Can I clean the hob with vinegar?', 'Clean it with white vinegar and a soft cloth.', false],
    ['Should I feed the hedgehog with bread?', 'Never feed hedgehogs bread or milk.', false],
    ['Can I water the seedlings?', 'Water them with rainwater.', false],
  ])('otherMeans(%j, %j) = %j', (query, sentence, other) => {
    expect(otherMeans(query, sentence)).toBe(other);
  });

  it.each([
    ['Are tubeless tyres more puncture resistant than clinchers?', ['clinchers']],
    ['Is intermittent fasting better than calorie restriction for losing weight?', ['calorie', 'restriction']],
    ['Do heat pumps work in cold climates?', []],
  ])('comparedOther(%j)', (query, other) => {
    expect(comparedOther(query)).toEqual(other);
  });

  it.each([
    ['Can axolotls regenerate their legs?', 'axolotls'],
    ['Did the highest salt concentration stop the radish seeds from germinating completely?', 'concentration'],
    ['Do heat pumps work in cold climates?', 'pumps'],
  ])('questionFocus(%j): a word right before a determiner is the verb, not the subject', (query, head) => {
    expect(questionFocus(query)?.head).toBe(head);
  });

  it('the predicate of "should I X" is X; of a yes/no question, what is asked of its subject', () => {
    expect(predicateConcepts('Should I water my orchid after repotting it?', conceptsOf('Should I water my orchid after repotting it?')).map((c) => c.term)).toEqual(['water']);
    const q = 'Are tubeless tyres more puncture resistant than clinchers?';
    expect(predicateConcepts(q, conceptsOf(q)).map((c) => c.term)).toEqual(['puncture', 'resistant', 'clinchers']);
  });

  it.each([
    ['25 mm road tyre, rider under 70 kg: about 80 psi.', '25 mm road tyre, rider over 85 kg: about 95 psi.', 0.6, false],
    ['25 mm tyre, rider under 70 kg: 80 psi.', '25 mm tyre, rider over 85 kg: 95 psi.', 1, false],
    ['Otters eat urchins and crabs every day.', 'Otters eat urchins and crabs daily.', 0.6, true],
    ['About 80 psi for light riders.', 'About 80 psi for light riders on roads.', 0.6, true],
    ['Different words entirely here.', 'Nothing shared at all.', 0.1, false],
  ])('nearDuplicate(%j, %j)', (a, b, similarity, expected) => {
    expect(nearDuplicate(a, b, similarity)).toBe(expected);
  });

  it.each([
    ['Results.', 'finding'],
    ['Conclusion', 'finding'],
    ['Methods.', 'setup'],
    ['Background.', 'setup'],
    ['When to repot', null],
  ])('sectionRole(%j) = %j', (label, role) => {
    expect(sectionRole(label)).toBe(role);
  });
});

describe('the relation a yes/no question asks about (relationVerb, relationStated)', () => {
  it.each([
    ["Did Whitfield's dykes stop flooding in the lower town by 1920?", 'stop'],
    ['Do hedgehogs hibernate in mild winters?', 'hibernate'],
    ['Can lichens survive on bare rock?', 'survive'],
    ['Did Marconi invent the radio?', 'invent'],
    ['Does vitamin C prevent the common cold?', 'prevent'],
    ['Do heat pumps work in cold climates?', null],
    ['Do heat pumps last longer than gas boilers?', null],
    ['Is the Aurora 3 waterproof?', null],
    ['Can I take it on a plane?', null],
  ])('relationVerb(%j) = %j', (query, verb) => {
    expect(relationVerb(query)).toBe(verb);
  });

  it.each([
    ['stop', 'The dykes stopped every flood after 1912.', 'same'],
    ['stop', 'The new dams halted the yearly floods.', 'same'],
    ['stop', 'Floods started again in 1925.', 'contrary'],
    ['survive', 'Most lichens succumb within a week of drought.', 'contrary'],
    ['stop', 'In 1920 a flood drowned 40 houses in the lower town.', null],
    // a name is not a statement: "the West End" says nothing about ending
    ['stop', 'In 1920 a flood drowned 40 houses in the West End.', null],
  ])('relationStated(%j, %j) = %j', (verb, text, stated) => {
    expect(relationStated(verb, text)).toBe(stated);
  });

  it.each([
    ['A hedgehog can regrow its lost spines within weeks.', true],
    ['In 1920 a flood drowned 40 houses, in a district not yet behind the new hedgehog fences.', false],
    ['Spines of a hedgehog regrow.', false],
  ])('subjectActsOn(%j): the subject opens the sentence and the object follows', (text, acts) => {
    const c = (w: string) => conceptsOf(w);
    expect(subjectActsOn(text, c('hedgehogs'), c('spines'))).toBe(acts);
  });

  it('naming the object is not stating the relation: no verdict instead of a default yes; the relation or its contrary decides', () => {
    const q = "Did Whitfield's dykes stop flooding in the lower town by 1920?";
    const unit = (text: string, score: number) => ({ score, sentences: [text], documentId: 'history', stems: stemsOf(text) });
    const flood = unit('In 1920 a last flood drowned 40 houses in the lower town, in a district not yet behind the new dykes.', 5);
    const built = unit("Whitfield's dykes, built between 1905 and 1912, intercepted the river's spring surge along 9 miles.", 4);
    expect(decideVerdict(q, conceptsOf(q), [flood, built], [flood, built], 0, verdictOf).verdict).toBe('unstated');
    const stopped = unit('By 1915 the dykes had stopped flooding in most of the lower town.', 3);
    expect(decideVerdict(q, conceptsOf(q), [flood, stopped], [flood, stopped], 0, verdictOf)).toMatchObject({ verdict: 'yes', lead: stopped });
    const again = unit('Flooding in the lower town started again in 1919 when the river rose.', 3);
    expect(decideVerdict(q, conceptsOf(q), [flood, again], [flood, again], 0, verdictOf)).toMatchObject({ verdict: 'no', lead: again });
  });
});

describe('composed verdicts', () => {
  const documents = new Map([
    ['guide', { title: 'How to Repot a Fern', url: 'https://guide.example' }],
    ['faq', { title: 'Solar panel FAQ', url: 'https://faq.example' }],
    ['blog', { title: 'Why Cold Showers Beat Coffee', url: 'https://blog.example' }],
    ['trial', { title: 'Cold Water Immersion Versus Caffeine: A Randomised Trial', url: 'https://trial.example' }],
  ]);

  it('an instruction answers "should I": "Do not water…" is a no, not a sentence that names water in another sense', () => {
    const passages = [
      { documentId: 'guide', text: 'Ferns grow on damp forest floors, so their roots need air as much as water. Repotting every two years keeps the fern healthy.' },
      { documentId: 'guide', text: '## Steps\n- Ease the fern out of its old pot.\n- Do not water the fern for three days after repotting, so that the cut roots can heal.' },
    ];
    const answer = compose('Should I water my fern right after repotting it?', passages, documents);
    expect(answer.content).toMatch(/^(?:.*\n\n)?Your sources point to no: Do not water the fern for three days/);
  });

  it('an FAQ heading answered "Yes." gives the verdict, resting on the sentence after it', () => {
    const passages = [
      { documentId: 'faq', text: '## Do solar panels work on cloudy days?\nYes. Panels still produce about a quarter of their rated output under thick cloud. The same principle explains why you can get sunburnt under clouds.' },
    ];
    const answer = compose('Do solar panels work on cloudy days?', passages, documents);
    expect(answer.content).toContain('Your sources point to yes: Panels still produce about a quarter');
  });

  it('no sentence states the claim: no verdict (decideVerdict), and the answer says what the sources do say', () => {
    const q = 'Do heat pumps work in freezing weather?';
    const unit = (text: string, score: number, documentId = 'faq') => ({ score, sentences: [text], documentId, stems: stemsOf(text) });
    const chosen = [unit('Heat pumps move heat rather than making it.', 5), unit('Heat pumps in Norway are common.', 4)];
    expect(decideVerdict(q, conceptsOf(q), chosen, chosen, 0, verdictOf).verdict).toBe('unstated');
    const stated = [unit('Heat pumps work well in freezing weather down to minus 25 degrees.', 3), ...chosen];
    const choice = decideVerdict(q, conceptsOf(q), stated, stated, 1, verdictOf);
    expect([choice.verdict, choice.lead.sentences[0]]).toEqual(['yes', 'Heat pumps work well in freezing weather down to minus 25 degrees.']);
    // the question's words are in a section heading (so the sources cover it), but no sentence says it
    const passages = [{ documentId: 'faq', text: '## Heat pumps in freezing weather\nHeat pumps move heat rather than making it. Heat pumps in Norway are common, and owners there report low bills.' }];
    const answer = compose('Do heat pumps work in freezing weather?', passages, documents);
    expect(answer.answered).toBe(true);
    expect(answer.content).toContain('Your sources do not say this outright; what they say: ');
  });

  it('an FAQ answer comes before an instruction elsewhere ("Should I feed…" → the heading\'s "No."), and "…, yes." answers too', () => {
    const passages = [
      { documentId: 'faq', text: '## Should I feed my bees sugar in summer?\nNo. Feeding sugar syrup in summer ends up in the honey. Feed only in autumn, after the last harvest, if the colony is light.' },
      { documentId: 'faq', text: '## Is it legal to keep bees in a city garden?\nIn most European cities, yes. Some councils ask you to register the hive.' },
    ];
    expect(compose('Should I feed my bees sugar in summer?', passages, documents).content).toMatch(/^Your sources point to no: /);
    expect(compose('Is it legal to keep bees in a city garden?', passages, documents).content).toMatch(/^Your sources point to yes: /);
  });

  it('what is claimed is mostly missing from the sources: no verdict', () => {
    const q = 'Can axolotls regenerate their legs?';
    const unit = { score: 5, sentences: ['An axolotl can regrow its lost legs.'], documentId: 'a', stems: stemsOf('An axolotl can regrow its lost legs.') };
    const missing = conceptsOf(q).filter((c) => c.term === 'legs');
    expect(decideVerdict(q, conceptsOf(q), [unit], [unit], 0, verdictOf).verdict).toBe('yes');
    expect(decideVerdict(q, conceptsOf(q), [unit], [unit], 0, verdictOf, () => 0, missing).verdict).toBe('unstated');
  });

  it('a sentence naming the question\'s object without its relation gives no verdict in the composed answer', () => {
    const history = new Map([['h', { title: 'The river and the town', url: 'https://h.example' }]]);
    const passages = [
      { documentId: 'h', text: "Whitfield's dykes were built between 1905 and 1912 along the river. In 1920 a last flood drowned 40 houses in the lower town, in a district not yet behind the new dykes." },
    ];
    const answer = compose("Did Whitfield's dykes stop flooding in the lower town by 1920?", passages, history);
    expect(answer.content).not.toMatch(/point to yes/);
    expect(answer.content).toContain('Your sources do not say this outright; what they say: ');
  });

  it('two documents that claim opposite things: the sources disagree, both cited', () => {
    const passages = [
      { documentId: 'blog', text: 'We believe cold showers are more effective than coffee for staying alert in the morning, and our readers agree.' },
      { documentId: 'trial', text: 'Background. Cold showers are popular for alertness, but few trials have compared them with coffee.' },
      { documentId: 'trial', text: 'Conclusion. Cold showers did not make participants more alert than coffee in the morning.' },
    ];
    const answer = compose('Are cold showers better than coffee for staying alert in the morning?', passages, documents);
    expect(answer.content).toMatch(/^Your sources disagree: /);
    const first = answer.content.split('\n\n')[0] ?? '';
    expect(first).toContain('[1]');
    expect(first).toContain('[2]');
    expect(first).toContain('did not make participants more alert');
  });
});
