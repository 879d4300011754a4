// A count or a sum asked of a thing is given only by a figure of that thing (follow-up-figure.ts). Table tests (h20f, session 20).
import { describe, expect, it } from 'vitest';
import { countedNoun, figureMissing, givesFigureOfAsked, spanMissing } from '../../src/service/follow-up-figure';

describe('givesFigureOfAsked', () => {
  it.each([
    ['How many wallers hold the top grade?', 'count', 'The association runs a certification scheme for wallers with four levels.', false],
    ['How many people took part?', 'count', 'Twenty-three team members took part, helped by a search dog.', true],
    ['How many passengers were on board?', 'count', 'All 46 passengers left the tram by the front doors.', true],
    ['How many bottles were sold?', 'count', 'The juice was bottled at 16:40, and 420 bottles were sold at the gate.', true],
    ['How many passengers were on board?', 'count', 'Passengers (n): 46', true],
    ['How much did the helicopter flight cost?', 'money', 'Its running costs of about £60,000 a year are met by donations.', false],
    ['How much has all this cost the organisers?', 'money', 'The organisers said the cancellations had left a shortfall of £120,000.', true],
    ['How much money did the fines bring in?', 'money', 'Fines brought in about £38,000 last year.', true],
    ['How much money did the fines bring in?', 'money', 'Fines deter the people who most need libraries.', false],
  ] as const)('%s / %s', (followUp, type, sentence, expected) => {
    expect(givesFigureOfAsked(followUp, type, sentence)).toBe(expected);
  });
});

describe('figureMissing', () => {
  const sources = ['The team is a charity.', 'Its running costs of about £60,000 a year are met by donations.', 'A coastguard helicopter airlifted both walkers to hospital.', 'Twenty-three team members took part.'];
  it.each([
    ['How much did the helicopter flight cost?', 'money', 'Your sources do not give a sum for what "How much did the helicopter flight cost?" asks.'],
    ['How many dogs were used?', 'count', null],
    ['How many people took part?', 'count', null],
    ['How much are the running costs?', 'money', null],
    // nothing to check a figure against, or another kind asked: not this module's to say
    ['How much is it?', 'money', null],
    ['When did it happen?', 'date', null],
  ] as const)('%s', (followUp, type, expected) => {
    expect(figureMissing(followUp, type, sources)).toBe(expected);
  });

  it('reads the counted noun', () => {
    expect(countedNoun('How many of the wallers hold the top grade?')).toBe('wallers');
    expect(countedNoun('How much is it?')).toBeNull();
  });
});

describe('spanMissing (a "how long" follow-up no sentence gives a span of time for)', () => {
  const grant = [
    'Work is carried out by an installer from the council\'s approved list.',
    'A surveyor visits your home to check which measures suit it.',
    'Upload payslips for the last three months for everyone in work.',
  ];
  const church = ['An ecological survey found a roost of bats in the roof void above the nave.', 'The repairs cannot start until the bats have left in the autumn.'];
  it.each<[string, string[], boolean]>([
    // the span stated is of another thing (payslips), none of the installer or the surveyor: not given
    ['How long after the surveyor visits does the installer usually start the work?', grant, true],
    // a leading clause sets the question; no sentence of the sources states any span
    ['Once they start, how long will the repairs take?', church, true],
    // a span stated of the thing asked: given
    ['How long will the repairs take?', [...church, 'The repairs will take about ten weeks.'], false],
    // a ranking word is no noun the span must name ("the first crossing": "The crossing took 14 minutes")
    ['How long did the first crossing take?', ['The crossing took 14 minutes in a swell of half a metre.'], false],
    // a length of the thing asked answers "how long is it"
    ['How long is the trail?', ['The trail is 8 km long and waymarked.'], false],
    // no "how long": not this check's
    ['When will the repairs start?', church, false],
  ])('%s', (followUp, sources, missing) => {
    expect(spanMissing(followUp, sources) !== null).toBe(missing);
    expect(figureMissing(followUp, 'time', sources) !== null).toBe(missing);
  });
});
