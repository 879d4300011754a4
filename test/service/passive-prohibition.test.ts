// A prohibition in the passive (modality.ts passiveAct, actThing): "Shellac discs … must never be cleaned with alcohol"
// answers "Can I clean my grandad's old 78s with the alcohol mix?" with a no. The words before the modal name what is
// acted on, not who acts, so they are held to the thing the question asks about, not to its agent. Wordings written
// for this test, none from a bench set but the first.
import { describe, expect, it } from 'vitest';
import { actStems, actThing, modalityStated, passiveAct } from '../../src/service/modality';

describe('the act of a passive clause after a modal (passiveAct)', () => {
  it.each<[string, string, boolean]>([
    ['Shellac discs must never be cleaned with alcohol.', 'clean', true],
    ['The seals must not be disturbed.', 'disturb', true],
    ['Bicycles may not be locked to the railings.', 'lock', true],
    ['Boats can be hired at the boathouse.', 'hire', true],
    // an active clause, or the passive of another act
    ['You must not clean the discs with alcohol.', 'clean', false],
    ['Shellac discs must never be stored flat.', 'clean', false],
    ['Shellac is dissolved by alcohol.', 'dissolve', false],
  ])('%s (%s) → %s', (clause, act, expected) => {
    expect(passiveAct(clause, actStems(act)) !== null).toBe(expected);
  });
});

describe('the thing an act is asked of (actThing)', () => {
  it.each<[string, string, string[]]>([
    ["Can I clean my grandad's old 78s with the alcohol mix I use on my LPs?", 'clean', ['grandad', 'old', '78s']],
    ['Can we moor the boat at the jetty overnight?', 'moor', ['boat']],
    ['Can I swim in the lake?', 'swim', []],
  ])('%s → %j', (query, act, expected) => {
    expect(actThing(query, act)).toEqual(expected);
  });
});

describe('a passive prohibition or permission (modalityStated with the thing asked)', () => {
  const shellac = 'Shellac discs, the 78 rpm records made before about 1955, must never be cleaned with alcohol of any kind, because shellac is dissolved by alcohol.';
  it.each<[string, string, string[], string[], 'forbidden' | 'allowed' | 'conditional' | null]>([
    // "must never" forbids as "must not" does
    [shellac, 'clean', [], ['grandad', 'old', '78s'], 'forbidden'],
    ['Dogs must never be left in a parked car.', 'leave', [], ['dog'], 'forbidden'],
    ['Canoes should never be launched from the weir.', 'launch', [], [], 'forbidden'],
    // the words before the modal are the thing acted on, not an agent other than the one asked
    ['Carpets must never be cleaned with bleach.', 'clean', ['tenants'], ['carpets'], 'forbidden'],
    // said of another thing than the one asked: no answer
    ['Vinyl LPs may be cleaned with a weak alcohol solution.', 'clean', [], ['grandad', 'old', '78s'], null],
    ['Rowing boats may not be moored at the jetty.', 'moor', [], ['canoe'], null],
    // a permission in the passive, of the thing asked
    ['Rowing boats may be moored at the jetty overnight.', 'moor', [], ['boat'], 'allowed'],
  ])('%s (%s) → %s', (sentence, act, subject, thing, expected) => {
    expect(modalityStated(sentence, actStems(act), new Set(), subject, thing)).toBe(expected);
  });
});
