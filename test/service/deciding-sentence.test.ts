// The sentence that decides (session 20, class d), table tests over the pure functions on questions and sentences
// written here: the holder of a quality asked with an "of" complement and acceptability asked of an act
// (quality-holder.ts), what is recommended (recommended.ts), an opinion of worth (opinion-question.ts), whether two
// sources agree (sources-agree.ts), a figure a sentence denies or corrects (threshold.ts) and unit symbols
// (unit-symbols.ts).
import { describe, expect, it } from 'vitest';
import { qualityQuestion, qualityVerdict } from '../../src/service/polarity';
import { acceptabilityWord, aimedAtHolder, complementSaid, isAcceptability, qualityComplement, qualityHolder } from '../../src/service/quality-holder';
import { asksRecommendation, recommendedLead, recommends } from '../../src/service/recommended';
import { judgementStated, opinionAsked } from '../../src/service/opinion-question';
import { agreementAsked } from '../../src/service/sources-agree';
import { correctsFigure, deniedFigure, thresholdQuestion, thresholdReadings } from '../../src/service/threshold';
import { unitWord } from '../../src/service/unit-symbols';
import { cleftAsked, cleftVerdict } from '../../src/service/cleft-question';
import { eventAsked, riskVerdict } from '../../src/service/risk-question';
import { withoutFutureGoing } from '../../src/service/future-going';
import { exceptedVerdict } from '../../src/service/excepted-case';
import { columnMeasures, comparisonQuestion } from '../../src/service/comparison';

describe('the holder of a quality asked with an "of" complement (qualityHolder)', () => {
  it.each<[string, string[] | null]>([
    ['Is it in danger of falling down - we cross Pellow Viaduct every day?', ['viaduct', 'pellow']],
    ['Is the old quarry wall at risk of giving way?', ['wall', 'old', 'quarry']],
    ['Is the sea wall in danger of being breached?', ['wall', 'sea']],
    ['Is the quarry safe to swim in?', null],
  ])('%j → %j', (query, holder) => {
    const q = qualityQuestion(query);
    expect(q === null ? null : qualityHolder(query, q)).toEqual(holder);
  });

  it('a denial said of the holder answers no, whatever word it uses for the "of" phrase', () => {
    const query = 'Is it in danger of falling down - we cross Pellow Viaduct every day?';
    const q = qualityQuestion(query);
    expect(q).not.toBeNull();
    if (!q) return;
    const holder = qualityHolder(query, q) ?? [];
    const aimed = aimedAtHolder(q, holder);
    expect(qualityVerdict('"The viaduct is in no danger of collapse," the engineer said.', aimed)).toBe('no');
    expect(qualityVerdict('Engineers say the viaduct is in real danger of collapse.', aimed)).toBe('yes');
    expect(qualityVerdict('The cracks were found during a routine inspection.', aimed)).toBeNull();
  });
});

describe('acceptability asked of an act (isAcceptability, acceptabilityWord)', () => {
  it.each<[string, boolean]>([
    ['ok', true],
    ['okay', true],
    ['all right', true],
    ['fine', true],
    ['safe', false],
    ['noisy', false],
  ])('%j is acceptability: %j', (word, expected) => {
    expect(isAcceptability(word)).toBe(expected);
  });
  it.each<[string, 'same' | 'contrary' | null]>([
    ['allowed', 'same'],
    ['permitted', 'same'],
    ['banned', 'contrary'],
    ['prohibited', 'contrary'],
    ['pool', null],
  ])('%j → %j', (word, expected) => {
    expect(acceptabilityWord(word)).toBe(expected);
  });
  it('"not allowed" answers "is it OK to bring …" no', () => {
    const q = qualityQuestion('Is it OK to bring a kite to the beach hut field?');
    expect(q).not.toBeNull();
    if (q) expect(qualityVerdict('Kites and drones are not allowed on the field at any time.', q)).toBe('no');
  });
});

describe('what is recommended (asksRecommendation, recommends, recommendedLead)', () => {
  it.each<[string, boolean]>([
    ['What temperature should I set the kiln to for earthenware?', true],
    ['What is the recommended tyre pressure for the trailer?', true],
    ['What is the ideal depth to plant tulip bulbs?', true],
    ['What temperature does the kiln reach?', false],
    ['Should I set the kiln to 1000 degrees?', false],
    ['Why should I vent the kiln?', false],
  ])('%j asks a recommendation: %j', (query, expected) => {
    expect(asksRecommendation(query)).toBe(expected);
  });
  it.each<[string, boolean]>([
    ['For earthenware we recommend firing to 1,060°C.', true],
    ['Most potters advise a slow cool overnight.', true],
    ['The ideal depth is three times the height of the bulb.', true],
    ['The controller can be set from 600°C to 1,300°C.', false],
    ['The kiln reached 1,240°C in the last firing.', false],
  ])('%j recommends: %j', (sentence, expected) => {
    expect(recommends(sentence)).toBe(expected);
  });
  it('a recommending sentence with a figure leads over the range of what is possible', () => {
    const range = { documentId: 'k', sentences: ['The controller can be set from 600°C to 1,300°C.'], score: 3 };
    const advice = { documentId: 'k', sentences: ['For earthenware we recommend firing to 1,060°C.'], score: 2 };
    const other = { documentId: 'k', sentences: ['Glazes should be applied thinly.'], score: 2.5 };
    const named = (u: { sentences: string[] }): number => (/earthenware|firing/i.test(u.sentences.join(' ')) ? 1 : 0);
    expect(recommendedLead('What temperature should I fire earthenware to?', range, [range, other, advice], named)).toBe(advice);
    expect(recommendedLead('What temperature does the kiln reach?', range, [range, advice], named)).toBeNull();
    expect(recommendedLead('What temperature should I fire earthenware to?', advice, [range, advice], named)).toBeNull();
  });
});

describe('an opinion of worth (opinionAsked, judgementStated)', () => {
  it.each<[string, boolean]>([
    ['Is an allotment worth it for the vegetables?', true],
    ['Is the family pass good value?', true],
    ['Would a water butt be a good idea?', true],
    ['How much does the family pass cost?', false],
    ['Is the family pass cheaper than two adult tickets?', false],
    ['Will the new levy pay off all the debts the club ran up?', false],
    ['Is the painting worth more than £5,000?', false],
    ['Will the solar panels pay off within ten years?', true],
  ])('%j asks an opinion: %j', (query, expected) => {
    expect(opinionAsked(query)).toBe(expected);
  });
  it.each<[string, 'yes' | 'no' | null]>([
    ['People often ask whether an allotment is worth it.', null],
    ['Is it worth it?', null],
    ['For us it has been worth every penny.', 'yes'],
    ['Honestly, the pass is not worth the money unless you go weekly.', 'no'],
    ["It isn't good value for a family of three.", 'no'],
    ['The water butt paid for itself within two summers.', 'yes'],
    ['Our vegetables cost about £2 a kilo in the first year.', null],
    ['The second-hand coop was worth about £300.', null],
  ])('%j → %j', (sentence, expected) => {
    expect(judgementStated(sentence)).toBe(expected);
  });
});

describe('whether sources agree (agreementAsked)', () => {
  it.each<[string, { topic: string; inverted: boolean } | null]>([
    ['Do the Courier and the parish council agree on how much the new roof will cost?', { topic: 'How much the new roof will cost?', inverted: false }],
    ['Does the leaflet differ from the website on the length of the trail?', { topic: 'What is the length of the trail?', inverted: true }],
    ['Do the two guides give the same opening time?', { topic: 'What is the opening time?', inverted: false }],
    ['Do the guide and the website give the same figure for how long the walk takes?', { topic: 'How long the walk takes?', inverted: false }],
    ['Do volunteers agree to work weekends?', null],
    ['How much will the new roof cost?', null],
  ])('%j → %j', (query, expected) => {
    expect(agreementAsked(query)).toEqual(expected);
  });
});

describe('a figure a sentence denies or corrects (deniedFigure, correctsFigure) and unit symbols (unitWord)', () => {
  it.each<[string, boolean]>([
    ['it weighs 12.4 kg, not the ', true],
    ['the real figure is 40, rather than ', true],
    ['no more than ', false],
    ['it weighs ', false],
  ])('%j denies the figure after it: %j', (before, expected) => {
    expect(deniedFigure(before)).toBe(expected);
  });
  it('a measured figure against the one it corrects, read for a threshold question', () => {
    const q = thresholdQuestion('Does the heater use less than 1500 watts?');
    expect(q?.of).toBe('watt');
    if (!q) return;
    const sentence = 'On my meter it pulls 1,720 W on full, not the 1,450 W the leaflet claims.';
    expect(thresholdReadings(sentence, q).map((r) => r.value)).toEqual([1720]);
    expect(correctsFigure(sentence, q)).toBe(true);
    expect(correctsFigure('On my meter it pulls 1,720 W on full.', q)).toBe(false);
  });
  it.each<[string, string | null]>([
    ['W', 'watt'],
    ['kWh', 'kilowatt-hour'],
    ['dB', 'decibel'],
    ['a', null],
  ])('%j → %j', (symbol, word) => {
    expect(unitWord(symbol)).toBe(word);
  });
});

describe('a cleft question (cleftAsked, cleftVerdict)', () => {
  it.each<[string, { focus: string[]; verb: string; object: string[] } | null]>([
    ['Is it the beetle larvae eating the roots that kills the tree?', { focus: ['beetle', 'larvae', 'eating', 'roots'], verb: 'kills', object: ['tree'] }],
    ['Was it the frost that cracked the piers?', { focus: ['frost'], verb: 'cracked', object: ['piers'] }],
    ['Is it safe to swim in the quarry?', null],
    ['Is the frost what cracked the piers?', null],
  ])('%j → %j', (query, expected) => {
    expect(cleftAsked(query)).toEqual(expected);
  });
  const cleft = cleftAsked('Is it the beetle larvae eating the roots that kills the tree?');
  it.each<[string, 'yes' | 'no' | null]>([
    ['The larvae themselves do little damage.', 'no'],
    ['The larvae feed on the fine roots, but the fungus they carry kills the tree.', 'no'],
    ['The main damage comes from the fungus the beetles carry.', 'no'],
    ['The larvae chew through the roots and kill the tree within a season.', 'yes'],
    ['Spraying in spring kills most of the adult beetles, but it can harm bees.', null],
    ['Beetle larvae live in the soil for three years.', null],
  ])('%j → %j', (sentence, expected) => {
    expect(cleft).not.toBeNull();
    if (cleft) expect(cleftVerdict(sentence, cleft)).toBe(expected);
  });
});

describe('a table column priced in a currency sign measures a money comparative (columnMeasures)', () => {
  it.each<[string, 'named' | 'kind' | null]>([
    ['Day ticket (£)', 'kind'],
    ['Length (m)', null],
    ['Seats', null],
  ])('%j → %j', (name, expected) => {
    const q = comparisonQuestion('Is a day ticket cheaper at Polwenna than at Trevose?');
    expect(q).not.toBeNull();
    if (q) expect(columnMeasures(name, q)).toBe(expected);
  });
});

describe('the "of" complement of a quality (qualityComplement, complementSaid)', () => {
  it('reads the feared thing, without its particle', () => {
    expect(qualityComplement('Is the sea wall in danger of falling down?', 'danger')).toEqual(['falling']);
    expect(qualityComplement('Is it in danger?', 'danger')).toEqual([]);
  });
  it.each<[string, boolean]>([
    ['"The wall is not in danger of collapse," she said.', true],
    ['The wall is not in danger.', true],
    ['The wall is in no danger of flooding.', false],
  ])('%j says the danger of falling: %j', (sentence, expected) => {
    expect(complementSaid(sentence, 'danger', ['falling'])).toBe(expected);
  });
  it('a pronoun with no antecedent in the question holds the quality of whatever a sentence says it of', () => {
    const q = qualityQuestion('Is it in danger of falling down?');
    expect(q).not.toBeNull();
    if (!q) return;
    expect(qualityHolder('Is it in danger of falling down?', q)).toEqual([]);
    expect(qualityVerdict('The wall is not in danger of collapse.', aimedAtHolder(q, []))).toBe('no');
  });
  it('a cleft typed after "so" is still a cleft', () => {
    expect(cleftAsked('So is it the frost that cracked the piers?')?.focus).toEqual(['frost']);
  });
});

describe('an event still to come (eventAsked, riskVerdict)', () => {
  it.each<[string, { holder: string[]; verb: string } | null]>([
    ['We drive over Pellow Viaduct every day. Is it going to fall down?', { holder: ['viaduct', 'pellow'], verb: 'fall' }],
    ['Will the old mill chimney collapse?', { holder: ['chimney', 'old', 'mill'], verb: 'collapse' }],
    ['Is it going to fall down?', { holder: [], verb: 'fall' }],
    ['Will I need a ticket?', null],
    ['Is the chimney safe?', null],
  ])('%j → %j', (query, expected) => {
    expect(eventAsked(query)).toEqual(expected);
  });
  const asked = eventAsked('We drive over Pellow Viaduct every day. Is it going to fall down?');
  it.each<[string, 'no' | 'qualified' | null]>([
    ['"The viaduct is not in danger of collapse," she said.', 'no'],
    ['Engineers say the viaduct is at serious risk of collapse.', 'qualified'],
    ['The viaduct is in no danger of flooding.', null],
    ['The cottage by the viaduct is not in danger of collapse.', null],
    ['Residents asked whether the viaduct is in danger of collapse.', null],
    ['Cracks were found in two of its piers.', null],
  ])('%j → %j', (sentence, expected) => {
    expect(asked).not.toBeNull();
    if (asked) expect(riskVerdict(sentence, asked)).toBe(expected);
  });
});

describe('"going to" as the future (withoutFutureGoing)', () => {
  it.each<[string, string]>([
    ['Is it going to fall down?', 'Is it will fall down?'],
    ['Are they really going to demolish the pool?', 'Are they really will demolish the pool?'],
    ['Are we going to the park?', 'Are we going to the park?'],
    ['Is going to school compulsory?', 'Is going to school compulsory?'],
  ])('%j → %j', (text, expected) => {
    expect(withoutFutureGoing(text)).toBe(expected);
  });
});

describe('the case asked, excepted from a general rule (exceptedVerdict)', () => {
  it.each<[string, string, 'yes' | 'no' | null]>([
    ['Can I pay by card at the Tarn Kiosk?', 'Cards are taken at every kiosk on the lake except the Tarn Kiosk, which is cash only.', 'no'],
    ['Can I fly my drone over Penrose Beach?', 'Drones may not be flown anywhere on the estate except over Penrose Beach.', 'yes'],
    ['Can I pay by card at the Ferry Kiosk?', 'Cards are taken at every kiosk on the lake except the Tarn Kiosk, which is cash only.', null],
    ['Is the Tarn Kiosk the only one without card payments?', 'Cards are taken at every kiosk on the lake except the Tarn Kiosk, which is cash only.', null],
    ['Can I pay by card at the Tarn Kiosk?', 'Cards are taken at the Tarn Kiosk except on Sundays.', null],
    ['May we picnic in the walled garden?', 'Picnics are welcome throughout the grounds except in the walled garden.', 'no'],
    ['Will all of the animals move to the new site?', 'All of the animals except the elephants will move to the new site.', null],
  ])('%j over %j → %j', (query, sentence, expected) => {
    expect(exceptedVerdict(sentence, query)).toBe(expected);
  });
});
