// Offline search finds a word written with or without its hyphen in every store it searches: a job's
// question, a follow-up chat message, a note, and the text of an uploaded file, through the real
// 'search.query' (core handlers wrapped by the notebook layer) with the service stopped. Words only
// split by a space ('may be') are not the closed word ('maybe').
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MATCH_END, MATCH_START } from '../../src/shared/domain';
import { call, makeCore, startTestService, tempDir, waitFor } from './helpers';

let cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const fn of cleanup.reverse()) await Promise.resolve(fn()).catch(() => undefined);
  cleanup = [];
});

describe('search with and without hyphens', () => {
  it('email/e-mail, cooperate/co-operate, reuse/re-use, wellbeing/well-being in questions, chat, notes and file text', async () => {
    const service = await startTestService(tempDir('svc'));
    let serviceOpen = true;
    cleanup.push(() => (serviceOpen ? service.close() : undefined));
    const core = await makeCore(tempDir('core'), service);
    cleanup.push(() => core.close());

    const { id: jobId } = await call(core, 'jobs.create', { query: 'E-mail etiquette for the reserve wardens', options: { reasoningLoops: 1 } });
    await call(core, 'chat.send', { jobId, content: 'Can the wardens co-operate with the farmers?' });
    await call(core, 'notes.save', { targetType: 'job', targetId: jobId, body: 'Ask about the wellbeing survey; it may be late.' });
    const file = path.join(tempDir('docs'), 'water.md');
    fs.writeFileSync(file, '# Water\n\nGrey water is re-used twice in the visitor centre.\n');
    const added = await call(core, 'uploads.addPaths', { paths: [file] });
    const fileId = added.queued[0]!.id;
    await waitFor('the file text', async () => (await call(core, 'files.list', {})).files.find((f) => f.id === fileId)?.text?.indexed ?? null, 60_000);
    await service.close();
    serviceOpen = false;

    const search = async (text: string) => (await call(core, 'search.query', { text, limit: 10 })).hits;
    const job = (await call(core, 'jobs.get', { id: jobId })).id;
    for (const [text, target, field, marked] of [
      ['email', job, 'query', 'E-mail'],
      ['e-mail etiquette', job, 'query', 'E-mail'],
      ['cooperate', job, 'chat', 'co-operate'],
      ['co-operate', job, 'chat', 'co-operate'],
      ['well-being', job, 'note', null],
      ['reuse', fileId, 'file_text', 're-used'],
      ['re-used', fileId, 'file_text', 're-used'],
    ] as const) {
      const hits = await search(text);
      expect(hits, text).toEqual([expect.objectContaining({ jobId: target, field })]);
      if (marked) expect(hits[0]!.snippet, text).toContain(`${MATCH_START}${marked}${MATCH_END}`);
    }
    expect(await search('maybe')).toEqual([]);
    expect(await search('wellbeing')).toEqual([expect.objectContaining({ jobId: job, field: 'note' })]);
  }, 90_000);
});
