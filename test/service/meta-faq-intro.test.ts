// An FAQ's line about itself ("These are the questions we are asked most often.") is about the document, never
// evidence (meta-lines.ts isMetaSentence; compose.ts buildUnits never cites it). Variants written here; lines that
// state something about the world stay evidence.
import { describe, expect, it } from 'vitest';
import { isMetaSentence } from '../../src/service/meta-lines';

describe('a document\'s line introducing its own questions (isMetaSentence)', () => {
  it.each<[string, boolean]>([
    ['These are the questions we are asked most often.', true],
    ['Here are the questions people ask us most.', true],
    ['Below are answers to the questions we hear most often.', true],
    ['The following are the most common questions from new members.', true],
    ['Here are some of the things visitors often ask.', true],
    ['What follows are the questions we get asked most often.', true],
    ["Below you'll find answers to our most frequently asked questions.", true],
    ['We have gathered the questions most hirers ask on this page.', true],
    // evidence, not the document about itself
    ['These are the only harps we hire out to beginners.', false],
    ['Questions about insurance go to the office, not the workshop.', false],
    ['Here are the prices: £38 a month for a lever harp.', false],
  ])('%j → %s', (sentence, meta) => {
    expect(isMetaSentence(sentence)).toBe(meta);
  });
});
