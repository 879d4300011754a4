// Verdicts of questions of several parts (src/service/verdict.ts scopeVerdict, compose.ts): a part
// no source covers or no sentence answers keeps the verdict to the part the sources speak to ("On
// "…", your sources point to yes:"), never a yes to the whole question; a covered part that no
// sentence answers is said so in a note. Table test over the pure function, then compose() and the
// real service over documents written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compose } from '../../src/service/compose';
import type { RunningService } from '../../src/service/server';
import { scopeVerdict, type VerdictChoice } from '../../src/service/verdict';
import { createJob, startTestService, upload, waitForJob } from './helpers';

describe('scopeVerdict', () => {
  const whole: VerdictChoice<string> = { lead: 'w', verdict: 'yes' };
  const yes: VerdictChoice<string> = { lead: 'a', verdict: 'yes' };
  const no: VerdictChoice<string> = { lead: 'b', verdict: 'no' };
  const unstated: VerdictChoice<string> = { lead: 'c', verdict: 'unstated' };
  it.each<[string, { part: string; choice: VerdictChoice<string> | null }[], VerdictChoice<string>, string | null]>([
    ['one part: the whole', [], whole, null],
    ['every part answered: the whole', [{ part: 'p1', choice: yes }, { part: 'p2', choice: no }], whole, null],
    ['second part not covered: the first, scoped', [{ part: 'p1', choice: yes }, { part: 'p2', choice: null }], yes, 'p1'],
    ['first part unanswered: the second, scoped', [{ part: 'p1', choice: unstated }, { part: 'p2', choice: no }], no, 'p2'],
    ['no part answered: no verdict', [{ part: 'p1', choice: unstated }, { part: 'p2', choice: null }], { lead: 'w', verdict: 'unstated' }, null],
  ])('%s', (_label, parts, choice, scope) => {
    expect(scopeVerdict(whole, parts)).toEqual({ choice, scope });
  });
});

describe('composed verdicts of two-part questions', () => {
  const documents = new Map([['stoves', { title: 'Wood stoves in small houses', url: 'https://stoves.example' }]]);
  const passages = [
    { documentId: 'stoves', text: 'A modern wood stove heats a small house well on its own in a mild winter. Stoves need a swept chimney every year.' },
    { documentId: 'stoves', text: 'Wood stoves raise the fine dust in the air of the street on cold still evenings.' },
  ];

  it('a part no source covers: the verdict is scoped to the covered part, never a plain yes', () => {
    const content = compose('Do wood stoves heat a small house well, and do they lower home insurance premiums?', passages, documents).content;
    expect(content).toMatch(/^None of your sources uses the words? [^\n]*insurance/);
    expect(content).toMatch(/\n\nOn "Do wood stoves heat a small house well", your sources point to yes: /);
    expect(content).not.toMatch(/(?:^|\n)Your sources point to yes/);
  });
});

describe('a covered part that no sentence answers', () => {
  const documents = new Map([['stoves', { title: 'Wood stoves in small houses', url: 'https://stoves.example' }]]);
  it('is said so, and the verdict is scoped to the part answered', () => {
    const passages = [
      { documentId: 'stoves', text: 'A modern wood stove heats a small house well on its own in a mild winter. Stoves need a swept chimney every year.' },
      { documentId: 'stoves', text: 'Wood stoves raise the fine dust in the air of the street on cold still evenings. Chimney fires are rare in a chimney that is swept every year.' },
    ];
    const content = compose('Do wood stoves heat a small house well, and do they cause chimney fires?', passages, documents).content;
    expect(content).toMatch(/^None of your sources answers "do they cause chimney fires"\./);
    expect(content).toMatch(/\n\nOn "Do wood stoves heat a small house well", your sources point to yes: /);
  });
});

describe('a two-part question through the service (uploaded document written here)', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(async () => {
    await service.close();
  });

  it('the verdict names the part it answers', async () => {
    const doc = '# Wood stoves in small houses\n\nA modern wood stove heats a small house well on its own in a mild winter. Stoves need a swept chimney every year.\n\nWood stoves raise the fine dust in the air of the street on cold still evenings.\n';
    expect((await upload(service, 'wood-stoves.md', doc, 'text/markdown')).status).toBe(200);
    const job = await waitForJob(service, await createJob(service, { query: 'Do wood stoves heat a small house well, and do they lower home insurance premiums?', reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    const content = String(job.content);
    expect(content).toMatch(/On "Do wood stoves heat a small house well", your sources point to yes: A modern wood stove heats a small house well/);
    expect(content).not.toMatch(/(?:^|\n)Your sources point to yes/);
  });
});
