// Fragments are not sentences (src/service/fragments.ts, used by compose.ts buildUnits): an FAQ answer that
// only finishes its question heading ("From a spring above the path, which feeds…") is joined with the
// statement the question asks about, the supplied words in square brackets; a fragment that cannot be
// joined, or one opening with a preposition outside an FAQ, is not cited. A verbless log line that opens
// with a noun keeps its fact. The mountain-hut FAQ and the sentences below are written for this test.
import { describe, expect, it } from 'vitest';
import { compose } from '../../src/service/compose';
import { isFragment, joinedWithQuestion, opensWithPreposition, statementOf } from '../../src/service/fragments';

describe('fragments.ts (pure but for the shipped tables)', () => {
  it.each<[string, boolean]>([
    ['From a spring above the path, which feeds a tank behind the hut.', true],
    ['At the foot of the ridge, beside the old sheepfold.', true],
    ['In 1987 an avalanche reached the hut.', false],
    ['From 1950 until 1990 the hut stood empty.', false],
    ['The warden heats the water with a wood stove.', false],
    ['A bunk costs €18 a night.', false],
    ['The repair cost 40,000 francs.', false],
    ['Opening hours: June to September.', false],
    ['Walked every morning, the path stays clear of snow.', false],
  ])('isFragment(%j) → %s', (sentence, expected) => {
    expect(isFragment(sentence)).toBe(expected);
  });
  it.each<[string, boolean]>([
    ['From a spring above the path.', true],
    ['By phone or online.', true],
    ['Handover to the ambulance crew at 04:02.', false],
  ])('opensWithPreposition(%j) → %s', (sentence, expected) => {
    expect(opensWithPreposition(sentence)).toBe(expected);
  });
  it.each<[string, string, string | null]>([
    ["Where does the hut's water come from?", 'From a spring above the path.', "[The hut's water comes] from a spring above the path."],
    ['When did the ferry stop running?', 'In 1987, after the bridge opened.', '[The ferry stopped running] in 1987, after the bridge opened.'],
    ['Where is the spare key kept?', 'Under the mat by the back door.', '[The spare key is kept] under the mat by the back door.'],
    ['What does the warden carry?', 'A radio and a first-aid kit.', '[The warden carries] a radio and a first-aid kit.'],
    ['How does the hut get its water?', 'From a spring above the path.', '[The hut gets its water] from a spring above the path.'],
    ['Who runs the hut?', 'Volunteers from the alpine club.', null],
    ['How do you book a bunk?', 'By phone or online.', null],
  ])('statementOf(%j) + %j → %j', (question, fragment, expected) => {
    const statement = statementOf(question, fragment);
    expect(statement === null ? null : joinedWithQuestion(statement, fragment)).toBe(expected);
  });
});

const documents = new Map([['hut', { title: 'Glacier hut questions', url: 'https://hut.example/faq' }]]);
const passages = [
  { documentId: 'hut', text: "## Where does the hut's water come from?\nFrom a spring above the path, which feeds a stainless tank behind the kitchen. The warden boils it before it is drunk." },
  { documentId: 'hut', text: '## How do you book a bunk?\nBy phone on weekdays or through the alpine club website. Bookings open on 1 March.' },
  { documentId: 'hut', text: '## Winter\nThe hut is closed from October to May. Handover of the keys to the mountain guides at the valley office on 1 October.' },
];

describe('compose: an FAQ fragment over a mountain-hut FAQ', () => {
  it('the fragment is joined with its question, never cited alone', () => {
    const answer = compose("Where does the glacier hut's water come from?", passages, documents);
    expect(answer.content).toMatch(/\[The hut's water comes\] from a spring above the path, which feeds a stainless tank/);
    expect(answer.content).not.toMatch(/(?:^|[.:] )From a spring/);
  });
  it('a fragment its question cannot be joined with is not cited; the sentence after it is', () => {
    const answer = compose('How do you book a bunk at the glacier hut?', passages, documents);
    expect(answer.content).not.toMatch(/By phone on weekdays/);
    expect(answer.content).toMatch(/Bookings open on 1 March/);
  });
});
