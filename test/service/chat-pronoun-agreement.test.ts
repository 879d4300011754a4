// A follow-up's pronoun stands for the research question's subject only when it agrees with it (chat-intent.ts
// pronounsFor, resolvePronouns): "it" a singular, "they" a plural or a person or body, never "their own".
import { describe, expect, it } from 'vitest';
import { pronounsFor, resolvePronouns } from '../../src/service/chat-intent';

describe('which pronouns a subject can stand for (pronounsFor)', () => {
  it.each<[string, { it: boolean; they: boolean }]>([
    ['heat pumps', { it: false, they: true }],
    ['the stoneflies', { it: false, they: true }],
    ['the children', { it: false, they: true }],
    ['the ferry', { it: true, they: false }],
    ['the bridge', { it: true, they: false }],
    ['the museum', { it: true, they: false }],
    ['the company', { it: true, they: true }],
    ['my son', { it: true, they: true }],
    ['the Aurora 3', { it: true, they: true }],
  ])('%j → %j', (subject, expected) => {
    expect(pronounsFor(subject)).toEqual(expected);
  });
});

describe('a follow-up pronoun replaced only by a subject it agrees with (resolvePronouns)', () => {
  it.each<[string, string, string]>([
    ['Are they noisy?', 'Do heat pumps work in cold climates?', 'Are heat pumps noisy?'],
    ['Is it noisy?', 'Do heat pumps work in cold climates?', 'Is it noisy?'],
    ['How old is it?', 'Is the ferry late?', 'How old is the ferry?'],
    ['Who runs them?', 'Is the ferry late?', 'Who runs them?'],
    ['What did they charge?', 'Is the museum open on Mondays?', 'What did they charge?'],
    ['What is its address?', 'Is the museum open on Mondays?', "What is the museum's address?"],
    ['ok so from what age can a kid go completely on their own there?', 'Can my 10-year-old go to Skyward trampoline park without me?', 'ok so from what age can a kid go completely on their own there?'],
    ['Can it stand on its own?', 'Is the bookcase heavy?', 'Can the bookcase stand on its own?'],
  ])('%j after %j → %j', (followUp, query, expected) => {
    expect(resolvePronouns(followUp, query)).toBe(expected);
  });
});
