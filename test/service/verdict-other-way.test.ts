// Verdicts that were read the wrong way round (session 28's count of verdict misses on the released sets: five yes/no
// flips): a rule's exception read against a question asking the opposite predicate ("carried free … except" for "do I
// have to pay", "open every day except" for "is it closed"); a price of nothing ("no charge") read as a closed day; a
// month given by a day of it ("between 1 November and the end of February") not read at all; a number that is part of
// a name ("the Lumo Trail 600") read as a count asked. Every sentence and question here is written for this test.
import { describe, expect, it } from 'vitest';
import { exceptedVerdict } from '../../src/service/excepted-case';
import { askedNumbers } from '../../src/service/limits';
import { conditionVerdict, statedMonths } from '../../src/service/verdict-condition';

describe('an exception read against the predicate asked (exceptedVerdict)', () => {
  it.each<[string, string, 'yes' | 'no' | null]>([
    ['Dogs travel free on every line except the Castle Rock shuttle, where a £2 dog ticket is needed.', 'Do I have to pay for my dog on the Castle Rock shuttle?', 'yes'],
    ['Dogs travel free on every line except the Castle Rock shuttle, where a £2 dog ticket is needed.', 'Can my dog travel on the Castle Rock shuttle?', 'no'],
    ['The tearoom is open every day except Tuesday.', 'Is the tearoom closed on Tuesday?', 'yes'],
    ['The tearoom is open every day except Tuesday.', 'Is the tearoom open on Tuesday?', 'no'],
    ['Smoking is not allowed anywhere on site except the shelter by the car park.', 'Can I smoke in the shelter by the car park?', 'yes'],
  ])('%s | %s', (sentence, query, expected) => {
    expect(exceptedVerdict(sentence, query)).toBe(expected);
  });
});

describe('a price of nothing closes no day (conditionVerdict)', () => {
  it.each<[string, string, 'yes' | 'no' | null]>([
    // "no charge" closes no day: no 'no' off it (the free reading of the thing asked answers: verdict-deciding.ts)
    ["I'm a Friend of the gallery. Do I get into the Saturday talk for free?", 'The Saturday talk carries no charge for Friends of the gallery.', null],
    // a question asking whether one pays is answered by the free reading
    ['Do I have to pay for the Wednesday tour?', 'The Wednesday tour is free of charge.', 'no'],
    // a day that is closed stays closed
    ['Can I visit on a Monday?', 'There are no tours on Mondays.', 'no'],
  ])('%s | %s', (query, sentence, expected) => {
    expect(conditionVerdict(query, sentence)?.verdict ?? null).toBe(expected);
  });
});

describe('months given by a day of them or a part', () => {
  it.each<[string, number[]]>([
    ['Bonfires are allowed only between 1 November and the end of February.', [10, 11, 0, 1]],
    ['The path is closed from early April to mid-June.', [3, 4, 5]],
    ['Dogs must be kept on a lead between March and July.', [2, 3, 4, 5, 6]],
  ])('%s', (sentence, months) => {
    expect([...(statedMonths(sentence) ?? [])].sort((a, b) => a - b)).toEqual([...months].sort((a, b) => a - b));
  });
  it('a rule for November to February answers no for July', () => {
    expect(conditionVerdict('Can we have a bonfire on the allotment in July?', 'Bonfires are allowed only between 1 November and the end of February.')?.verdict).toBe('no');
  });
});

describe('a number in a name is no number asked (askedNumbers)', () => {
  it.each<[string, number[]]>([
    ['Is the Lumo Trail 600 head torch OK to take swimming?', []],
    ['Will the number 42 bus still stop at the station?', []],
    ["I'm 17. Can I run the marathon?", [17]],
    ['Hello, I am 15. Can I use the gym?', [15]],
    ['Can I borrow six books at once?', [6]],
  ])('%s', (query, values) => {
    expect(askedNumbers(query).map((a) => a.value)).toEqual(values);
  });
});
