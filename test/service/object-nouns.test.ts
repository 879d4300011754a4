// object-nouns.ts: a word that usually frames a question ("key factors", "is it safe") is a topic where it names a made
// object, the head of a noun phrase ("the KEY from the key SAFE"). Table tests over questions written here.
import { describe, expect, it } from 'vitest';
import { objectHeads } from '../../src/service/object-nouns';
import { conceptsOf, requiredConcepts } from '../../src/service/concepts';

const SOFT = new Set(['key', 'safe', 'way', 'reason', 'link', 'work', 'lead', 'risk']);

describe('objectHeads', () => {
  it.each<[string, string[]]>([
    ['Could I pick up the key from the key safe at 2am?', ['key']],
    ['Is the money kept in a safe overnight?', ['safe']],
    ['Where is the spare key kept?', ['key']],
    ['What are the key factors in rust?', []],
    ['Is it safe to swim in the lake?', []],
    ['Is the lake safe for children?', []],
    ['What is the best way to store apples?', []],
    ['What is the link between coffee and sleep?', []],
    ['What are the main reasons for the delay?', []],
  ])('%s', (query, expected) => {
    expect([...objectHeads(query, SOFT)].sort()).toEqual(expected);
  });
  it('a key named as a thing is a required topic; "key" and "safe" as framing words are not', () => {
    expect(requiredConcepts(conceptsOf('Could I pick up the key from the Brackley key safe?')).map((c) => c.term)).toContain('key');
    expect(requiredConcepts(conceptsOf('Is it safe to drink rainwater?')).map((c) => c.term)).not.toContain('safe');
    expect(requiredConcepts(conceptsOf('What are the key causes of rust?')).map((c) => c.term)).not.toContain('key');
  });
});
