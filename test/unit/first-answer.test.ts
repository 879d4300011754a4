// Browser mode's first answer (the first page of job rows sent inside the page): the data block it is
// written as, how a call is matched to it, and what is read back from a page (pure functions).
import { describe, expect, it } from 'vitest';
import { FIRST_ANSWER_ID, FIRST_JOB_PAGE, answersCall, firstAnswerBlock, parseFirstAnswer } from '../../src/shared/first-answer';

describe('the first answer', () => {
  it.each([
    ['closing the element', '</script><script>alert(1)</script>'],
    ['a comment opener', '<!-- <script>'],
    ['line and paragraph separators', 'a\u2028b\u2029c'],
  ])('is written as a JSON data block no text can break out of: %s', (_name, text) => {
    const answer = { op: 'jobs.list', input: FIRST_JOB_PAGE.input, envelope: { ok: true as const, value: { items: [{ query: text }], total: 1 } } };
    const block = firstAnswerBlock(answer);
    expect(block.startsWith(`<script type="application/json" id="${FIRST_ANSWER_ID}">`)).toBe(true);
    const body = block.slice(block.indexOf('>') + 1, -'</script>'.length);
    expect(body).not.toContain('<');
    expect(body).not.toMatch(/[\u2028\u2029]/);
    expect(parseFirstAnswer(body)).toEqual(answer);
  });

  it.each([
    ['same input', 'jobs.list', { offset: 0, limit: 50 }, true],
    ['same input, other key order', 'jobs.list', { limit: 50, offset: 0 }, true],
    ['another page', 'jobs.list', { offset: 50, limit: 50 }, false],
    ['a filter', 'jobs.list', { offset: 0, limit: 50, status: 'failed' }, false],
    ['another operation', 'jobs.get', { offset: 0, limit: 50 }, false],
    ['no input', 'jobs.list', undefined, false],
  ])('answers a call with %s: %s', (_name, op, input, expected) => {
    expect(answersCall({ op: 'jobs.list', input: { offset: 0, limit: 50 } }, op, input)).toBe(expected);
  });

  it.each([
    ['nothing', null],
    ['empty', ''],
    ['not JSON', '{"op":'],
    ['null', 'null'],
    ['no envelope', '{"op":"jobs.list","input":{}}'],
    ['an envelope without ok', '{"op":"jobs.list","input":{},"envelope":{"value":1}}'],
    ['an operation that is not a name', '{"op":7,"input":{},"envelope":{"ok":true,"value":1}}'],
  ])('is none when the block holds %s', (_name, text) => {
    expect(parseFirstAnswer(text)).toBeNull();
  });
});
