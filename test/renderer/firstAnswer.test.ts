// The first answer browser mode writes at the end of the page (src/shared/first-answer.ts): the window
// reads it once and takes it out of the page, a broken block is no answer, and it is the job list's
// own first call (so it is used).
import { describe, expect, it } from 'vitest';
import { FIRST_JOB_PAGE, firstAnswerBlock } from '../../src/shared/first-answer';
import { PAGE_SIZE } from '../../src/renderer/src/features/workspace/useJobPages';
import { takeFirstAnswer } from '../../src/renderer/src/lib/wsBridge';

describe('the first answer in the page', () => {
  it("is the job list's own first call (its first page, no filter)", () => {
    expect(FIRST_JOB_PAGE).toEqual({ op: 'jobs.list', input: { offset: 0, limit: PAGE_SIZE } });
  });

  it('is read once and taken out of the page, even with hostile text inside', () => {
    const answer = { op: 'jobs.list', input: { offset: 0, limit: 50 }, envelope: { ok: true as const, value: { items: [{ id: 'a', query: '</script><script>alert(1)</script><!--' }], total: 1 } } };
    document.body.innerHTML = `<div id="root"></div>${firstAnswerBlock(answer)}`;
    expect(document.querySelectorAll('script')).toHaveLength(1); // the query's text did not end the block
    expect(takeFirstAnswer(document)).toEqual(answer);
    expect(document.getElementById('quire-first-answer')).toBeNull();
    expect(takeFirstAnswer(document)).toBeNull();
  });

  it('is none when the block is broken', () => {
    document.body.innerHTML = '<script type="application/json" id="quire-first-answer">{"op": 1</script>';
    expect(takeFirstAnswer(document)).toBeNull();
    expect(document.getElementById('quire-first-answer')).toBeNull();
  });
});
