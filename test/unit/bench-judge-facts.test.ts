// The answers bench judge's reading of what an answer asserts (bench/judge-facts.ts), on answers and
// documents written here: facts count only where a cited point states them, an answer with the opposite
// verdict states none, headings glued onto a sentence are caught, and a set's `untrue` phrases are read.
import { describe, expect, it } from 'vitest';
import { body, citedPoints, factStated, gluedHeadings, splitSentences, untrueSaid } from '../../bench/judge-facts';

describe('a fact counts only where a cited point states it', () => {
  it.each([
    ['in a cited sentence', 'In short: The kiln is fired for 14 hours [1].', ['14 hours'], undefined, true],
    ['in an unmarked sentence of a point cited after its last sentence', 'In short: Soak the clay overnight. Then wedge it for 14 hours of work in total [1].', ['14 hours'], undefined, true],
    ['only in the engine\'s note (no marker in its paragraph)', 'None of your sources mentions "14 hours".\n\nIn short: The kiln is fired slowly [1].', ['14 hours'], undefined, false],
    ['only in the question a lead-in quotes', 'On "Is the kiln fired for 14 hours", your sources point to no: The kiln is fired slowly [1].', ['14 hours'], undefined, false],
    ['after the last marker of its paragraph (uncited tail)', 'The kiln is fired slowly [1]. Some say 14 hours.', ['14 hours'], undefined, false],
    ['any of its alternatives', 'The glaze melts at 1,240 degrees [2].', ['1240', '1,240'], undefined, true],
    ['under the verdict expected', 'Your sources point to no: The glaze is not food-safe until fired [1].', ['not food-safe'], 'no', true],
    ['under the opposite verdict: yes for an expected no', 'Your sources point to yes: The glaze is not food-safe until fired [1].', ['not food-safe'], 'no', false],
    ['under the opposite verdict: no for an expected yes', 'Your sources point to no: Stoneware can go in the dishwasher [1].\n\nIt holds boiling water [1].', ['boiling water'], 'yes', false],
    ['in an answer with no verdict when one was expected', 'Your sources do not say this outright; what they say: The glaze is not food-safe until fired [1].', ['not food-safe'], 'no', true],
  ])('%s', (_case, content, alternatives, verdict, stated) => {
    expect(factStated(alternatives, content, verdict)).toBe(stated);
  });

  it('a paragraph without a marker covers nothing, the cited one up to its last marker', () => {
    expect(citedPoints('Your sources discuss kilns; none of them uses the word "raku".\n\nA. B [1]. C.\n\nD [2].')).toEqual(['A.', 'B [1].', 'D [2].']);
  });
});

const REPORT = `HARBOUR WALL SURVEY
Prepared by the Quay Trust

1. OVERVIEW
In 2023 divers checked 900 m of the harbour wall. Most joints were sound.

2. DAMAGE
Nine blocks had shifted after the January gales. They were reset with lime mortar.

Lifespan
Lifespan depends on the stone: granite blocks outlast sandstone ones.
`;

describe('a heading glued onto the sentence after it is caught', () => {
  it.each([
    ['a numbered capitalised heading', 'In short: OVERVIEW In 2023 divers checked 900 m of the harbour wall [1].', true],
    ['a heading in a supplied subject', '[DAMAGE Nine blocks] were reset with lime mortar [1].', true],
    ['the heading and the next line, lead-in removed', 'Your sources point to yes: DAMAGE Nine blocks had shifted after the January gales [1].', true],
    ['the sentence alone', 'In 2023 divers checked 900 m of the harbour wall [1].', false],
    ['a sentence that starts with the heading\'s word on its own line', 'Lifespan depends on the stone: granite blocks outlast sandstone ones [1].', false],
    ['a sentence that starts with a word the heading has, on one line in the document', 'Damage to the wall was slight [1].', false],
  ])('%s', (_case, sentence, glued) => {
    expect(gluedHeadings([sentence], [REPORT])).toEqual(glued ? [sentence] : []);
  });

  it('Markdown headings too', () => {
    const doc = '# Winter care\n\n## Watering\nWater the fern once a week in winter.\n';
    expect(gluedHeadings(['Watering Water the fern once a week in winter [1].', 'Water the fern once a week in winter [1].'], [doc])).toEqual(['Watering Water the fern once a week in winter [1].']);
  });
});

describe('the phrases a set marks untrue are read', () => {
  it.each([
    ['Your sources point to yes: The survey found more seals [1].', ['point to yes', 'point to no'], ['point to yes']],
    ['Your sources make no claim about seals [1].', ['point to yes', 'point to no'], []],
    ['Granite is far more durable than sandstone [1].', ['sandstone is more durable'], []],
    ['Sandstone is more durable in dry climates [1].', ['sandstone is more durable'], ['sandstone is more durable']],
    ['Anything [1].', undefined, []],
  ])('%s', (content, untrue, said) => {
    expect(untrueSaid(content, untrue)).toEqual(said);
  });
});

describe('sentences are split after a citation marker', () => {
  it.each([
    ['The weir was raised in 1931 [1]. 1,200 tonnes of stone went in [2].', ['The weir was raised in 1931 [1].', '1,200 tonnes of stone went in [2].']],
    ['Two sites were dug [1]. Both flooded [1].', ['Two sites were dug [1].', 'Both flooded [1].']],
    ['The count rose [1]! 40 more were seen [1].', ['The count rose [1]!', '40 more were seen [1].']],
    ['The gauge at km 3 [1] read 40 cm [2].', ['The gauge at km 3 [1] read 40 cm [2].']],
  ])('%s', (text, sentences) => {
    expect(splitSentences(text)).toEqual(sentences);
  });
});

describe("the engine's lead-in before a colon is not the source's words", () => {
  it.each([
    ['Your sources point to no: the gate stays shut [1].', 'the gate stays shut [1].'],
    ['The steps, as your source gives them: 1. Open the sluice [1].', '1. Open the sluice [1].'],
    ['In short: the weir was raised [1].', 'the weir was raised [1].'],
    ['The sluice keeper said: open it slowly [1].', 'The sluice keeper said: open it slowly [1].'],
  ])('%s', (sentence, rest) => {
    expect(body(sentence)).toBe(rest);
  });
});
