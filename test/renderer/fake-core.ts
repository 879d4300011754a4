// An in-memory stand-in for the core, for looking at the UI and developing flows before (or
// without) the real engine: every contract operation over a few sample jobs, with simulated
// progress and a streamed chat answer. Not used by the e2e flows, which run against the real core.
import type { CoreHandlers, EventName, EventPayload } from '../../src/shared/contract';
import type { ChatMessage, Collection, FileItem, JobDetail, OutboxItem, Profile, SyncStatus, Usage } from '../../src/shared/domain';
import { MATCH_END, MATCH_START } from '../../src/shared/domain';
import { QuireError } from '../../src/shared/errors';

export type Emit = <K extends EventName>(name: K, payload: EventPayload<K>) => void;

const now = Date.now();
const iso = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();

const ANSWER = `Sea otters are a keystone predator in North Pacific kelp forests. By eating sea urchins they keep urchin numbers down [1], which lets kelp recover where urchins had grazed it bare [2][3].

## What happens without otters

Where otters were hunted out, **urchin barrens** spread: rocky reefs stripped of kelp [2]. When otters returned, kelp canopies regrew within a decade [3, 4].

| Site | Otters | Kelp cover |
|---|---|---|
| Aleutians (1970s) | present | dense |
| Aleutians (1990s) | declining | sparse [4] |

Further reading: [the review](https://example.org/review) and an unsafe [link](javascript:alert(1)).`;

function baseJob(id: string, query: string, status: string, minutesAgo: number): JobDetail {
  return {
    id,
    serverId: id,
    query,
    status,
    reasoningLoopsConsumed: status === 'completed' ? 3 : null,
    runningTime: status === 'completed' ? 128 : null,
    createdAt: iso(minutesAgo),
    syncState: 'synced',
    error: null,
    availableOffline: status === 'completed',
    sourceCount: 0,
    content: null,
    transformedContent: null,
    options: {
      reasoningLoops: 3,
      files: [],
      collectionIds: [],
      sourceTimeout: 60,
      allowEarlyExit: false,
      reasoningMode: false,
      excludeSocial: false,
      excludedDomains: [],
      systemPrompt: null,
      model: null,
      brainstormSessionId: null,
      answers: null,
    },
    results: [],
    events: [],
    updates: [],
    statusHistory: [{ status: 'queued', seenAt: iso(minutesAgo) }],
  };
}

export function createFakeHandlers(emit: Emit, options: { jobCount?: number } = {}): CoreHandlers {
  const jobs: JobDetail[] = [];
  const otters = baseJob('job-otters', 'How do sea otters affect kelp forests?', 'completed', 5);
  otters.content = ANSWER;
  otters.transformedContent = '```json\n{"summary":"Otters eat urchins; kelp recovers.","confidence":0.8,"sources":[1,2,3]}\n```';
  otters.statusHistory = ['queued', 'searching', 'analysing', 'summarising', 'completed'].map((status, i) => ({ status, seenAt: iso(5 - i) }));
  otters.events = [
    { message: 'Searching the library for "sea otters kelp"', createdAt: iso(4.5) },
    { message: 'Found 4 passages in 4 documents', createdAt: iso(4) },
    { message: 'Refining: "urchin barrens recovery"', createdAt: iso(3.5) },
  ];
  otters.results = [
    { id: 'r1', title: 'Otters and kelp: a keystone story', url: 'https://example.org/otters', citationIndex: 1, highlights: ['Otters eat up to a quarter of their weight in urchins each day.'], hasContent: true },
    { id: 'r2', title: 'Urchin barrens of the North Pacific', url: 'https://marine.example.net/barrens', citationIndex: 2, highlights: ['Urchins graze kelp holdfasts, leaving bare rock.'], hasContent: true },
    { id: 'r3', title: 'Kelp recovery after otter reintroduction', url: 'https://example.com/recovery', citationIndex: 3, highlights: ['Canopy returned within eight years.'], hasContent: false },
    { id: 'r4', title: 'Aleutian surveys 1970-2000', url: 'https://data.example.org/aleutians', citationIndex: 4, highlights: [], hasContent: false },
  ];
  otters.sourceCount = 4;
  otters.updates = [{ id: 'u1', content: 'Focus on the Aleutians.', createdAt: iso(4), syncState: 'synced', error: null }];
  jobs.push(otters);
  const lithium = baseJob('job-lithium', 'Lithium supply outlook for 2030', 'analysing', 2);
  lithium.statusHistory = ['queued', 'searching', 'analysing'].map((status, i) => ({ status, seenAt: iso(2 - i * 0.5) }));
  lithium.events = [{ message: 'Reading 12 sources', createdAt: iso(1) }];
  jobs.push(lithium);
  const tariffs = baseJob('job-tariffs', 'Effect of 2025 tariffs on EU steel prices', 'queued', 1);
  tariffs.syncState = 'pending';
  tariffs.serverId = null;
  jobs.push(tariffs);
  const failed = baseJob('job-failed', 'Hostile <script>alert(1)</script> query', 'failed', 60 * 26);
  failed.content = 'Result with <script>window.__pwned=1</script> and [bad](javascript:alert(1)) [1]';
  jobs.push(failed);
  for (let i = 0; i < (options.jobCount ?? 40); i++) {
    const job = baseJob(`job-bulk-${i}`, `Background question number ${i + 1} about coastal ecology`, i % 7 === 0 ? 'failed' : 'completed', 60 * 24 * 3 + i * 30);
    job.reasoningLoopsConsumed = 1 + (i % 5);
    job.runningTime = 60 + i;
    jobs.push(job);
  }
  const collections: Collection[] = [
    { id: 'col-thesis', serverId: 'col-thesis', name: 'Thesis', description: 'Sources for chapter 3', createdAt: iso(600), updatedAt: iso(60), fileCount: 2, syncState: 'synced', error: null },
    { id: 'col-inbox', serverId: null, name: 'Inbox', description: '', createdAt: iso(30), updatedAt: iso(30), fileCount: 1, syncState: 'pending', error: null },
  ];
  const files: FileItem[] = [
    { id: 'f1', serverId: 'f1', fileName: 'otters-review.pdf', contentType: 'application/pdf', collectionId: 'col-thesis', size: 1_204_000, state: 'synced', bytesSent: 1_204_000, error: null, createdAt: iso(500) },
    { id: 'f2', serverId: null, fileName: 'field-notes.md', contentType: 'text/markdown', collectionId: 'col-thesis', size: 40_000, state: 'uploading', bytesSent: 12_000, error: null, createdAt: iso(1) },
    { id: 'f3', serverId: null, fileName: 'scan.tiff', contentType: 'image/tiff', collectionId: 'col-inbox', size: 9_000_000, state: 'failed', bytesSent: 0, error: 'The service refused this file type (image/tiff). Convert it to PDF and retry.', createdAt: iso(2) },
  ];
  const outbox: OutboxItem[] = [
    { id: 'o1', kind: 'job.create', summary: 'Research "Effect of 2025 tariffs on EU steel prices"', state: 'pending', attempts: 2, lastError: 'The research service did not answer (network error).', nextAttemptAt: iso(-1), createdAt: iso(1), targetId: 'job-tariffs' },
    { id: 'o2', kind: 'collection.create', summary: 'New collection "Inbox"', state: 'pending', attempts: 0, lastError: null, nextAttemptAt: null, createdAt: iso(30), targetId: 'col-inbox' },
  ];
  const chats: ChatMessage[] = [];
  const profiles: Profile[] = [
    { id: 'p-local', name: 'Local library', kind: 'local', baseUrl: 'http://127.0.0.1:0', apiVersion: '2025-11-27', hasKey: true, active: true },
    { id: 'p-work', name: 'Work account', kind: 'remote', baseUrl: 'https://api.caesar.xyz', apiVersion: '2025-11-27', hasKey: true, active: false },
  ];
  const usage: Usage = { loopsUsed: 38, loopsBudget: 200, running: 2, concurrencyLimit: 5, resetsAt: '2026-12-01T00:00:00Z', balanceCents: 1250, currency: 'usd' };
  const sync: SyncStatus = { state: 'online', message: 'Online: 2 items waiting', pausedReason: null, pending: 2, failed: 0, lastSyncAt: iso(0) };
  let seq = 0;
  const find = (id: string) => {
    const job = jobs.find((j) => j.id === id);
    if (!job) throw new QuireError('NOT_FOUND', 'That research is not on this machine.');
    return job;
  };
  const changed = (...tables: string[]) => emit('db.changed', { tables });
  const summary = (job: JobDetail) => ({
    id: job.id,
    serverId: job.serverId,
    query: job.query,
    status: job.status,
    reasoningLoopsConsumed: job.reasoningLoopsConsumed,
    runningTime: job.runningTime,
    createdAt: job.createdAt,
    syncState: job.syncState,
    error: job.error,
    availableOffline: job.availableOffline,
    sourceCount: job.results.length,
  });

  const handlers: CoreHandlers = {
    'app.info': async () => ({ version: '0.1.0', transport: 'browser', dataDir: '/tmp/fake', embedded: true }),
    'app.openExternal': async ({ url }) => {
      if (!url.startsWith('https:')) throw new QuireError('FORBIDDEN', 'Quire only opens https: links.');
      return { ok: true };
    },
    'jobs.list': async ({ status, collectionId, offset, limit }) => {
      const matching = jobs
        .filter((j) => !status || j.status === status)
        .filter((j) => !collectionId || j.options.collectionIds.includes(collectionId))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return { items: matching.slice(offset, offset + limit).map(summary), total: matching.length };
    },
    'jobs.get': async ({ id }) => find(id),
    'jobs.create': async ({ query, options }) => {
      const job = baseJob(`job-new-${++seq}`, query, 'queued', 0);
      job.options = { ...job.options, ...options };
      jobs.push(job);
      changed('jobs');
      const steps = ['searching', 'analysing', 'summarising', 'completed'];
      steps.forEach((status, i) =>
        setTimeout(() => {
          job.status = status;
          job.statusHistory.push({ status, seenAt: new Date().toISOString() });
          job.events.push({ message: `Now ${status}`, createdAt: new Date().toISOString() });
          if (status === 'completed') {
            job.content = `A fresh answer about “${query}” citing [1].`;
            job.results = [otters.results[0]!];
            job.reasoningLoopsConsumed = 2;
            job.runningTime = 4;
          }
          changed('jobs', 'job_events');
        }, 800 * (i + 1)),
      );
      return { id: job.id };
    },
    'jobs.brainstorm': async ({ query }) => ({
      sessionId: 'bs-1',
      questions: [{ id: 'q1', question: `Which region matters most for “${query.slice(0, 40)}”?`, options: [{ key: 'a', text: 'North Pacific' }, { key: 'b', text: 'Worldwide' }] }],
    }),
    'jobs.addUpdate': async ({ jobId, content }) => {
      const job = find(jobId);
      job.updates.push({ id: `u-${++seq}`, content, createdAt: new Date().toISOString(), syncState: 'pending', error: null });
      changed('research_updates');
      return { id: `u-${seq}` };
    },
    'jobs.export': async ({ id }) => {
      const job = find(id);
      return { fileName: 'research.md', markdown: `# ${job.query}\n\n${job.content ?? ''}\n` };
    },
    'results.content': async ({ resultId }) => ({ content: `# Full text of ${resultId}\n\nOtters eat urchins. <b>raw html stays text</b>` }),
    'search.query': async ({ text }) => {
      const needle = text.toLowerCase();
      const hits = jobs
        .filter((j) => j.query.toLowerCase().includes(needle) || (j.content ?? '').toLowerCase().includes(needle))
        .slice(0, 20)
        .map((j) => {
          const inQuery = j.query.toLowerCase().includes(needle);
          const source = inQuery ? j.query : (j.content ?? '');
          const at = source.toLowerCase().indexOf(needle);
          const snippet = source.slice(Math.max(0, at - 30), at) + MATCH_START + source.slice(at, at + text.length) + MATCH_END + source.slice(at + text.length, at + text.length + 60);
          return { jobId: j.id, query: j.query, status: j.status, field: inQuery ? 'query' : 'content', snippet };
        });
      return { hits };
    },
    'chat.list': async ({ jobId }) => ({ messages: chats.filter((m) => m.jobId === jobId) }),
    'chat.send': async ({ jobId, content }) => {
      const created = new Date().toISOString();
      chats.push({ id: `m-${++seq}`, jobId, role: 'user', content, status: 'completed', createdAt: created, syncState: 'synced', error: null, results: [] });
      const answer: ChatMessage = { id: `m-${++seq}`, jobId, role: 'assistant', content: '', status: 'processing', createdAt: new Date(Date.now() + 1).toISOString(), syncState: 'synced', error: null, results: [] };
      chats.push(answer);
      changed('chat_messages');
      const words = 'Urchins are the main grazers [2]; otters keep them in check [1].'.split(' ');
      let text = '';
      words.forEach((word, i) =>
        setTimeout(() => {
          const delta = (i === 0 ? '' : ' ') + word;
          text += delta;
          emit('chat.delta', { jobId, messageId: answer.id, delta, content: text });
          if (i === words.length - 1) {
            answer.content = text;
            answer.status = 'completed';
            answer.results = [{ title: 'Otters and kelp', url: 'https://example.org/otters', citationIndex: 1 }];
            changed('chat_messages');
          }
        }, 150 * (i + 1)),
      );
      return { id: answer.id };
    },
    'collections.list': async () => ({ collections: collections.map((c) => ({ ...c, fileCount: files.filter((f) => f.collectionId === c.id).length })) }),
    'collections.create': async ({ name, description }) => {
      const id = `col-${++seq}`;
      collections.push({ id, serverId: null, name, description, createdAt: new Date().toISOString(), updatedAt: new Date().toISOString(), fileCount: 0, syncState: 'pending', error: null });
      changed('collections');
      return { id };
    },
    'collections.update': async ({ id, name, description }) => {
      const c = collections.find((x) => x.id === id);
      if (!c) throw new QuireError('NOT_FOUND', 'No such collection.');
      if (name !== undefined) c.name = name;
      if (description !== undefined) c.description = description;
      changed('collections');
      return { ok: true };
    },
    'files.list': async ({ collectionId }) => ({ files: files.filter((f) => collectionId === undefined || f.collectionId === collectionId) }),
    'uploads.addPaths': async () => ({ queued: [], duplicates: [], rejected: [], needsConfirmation: null }),
    'uploads.addData': async ({ files: incoming, collectionId }) => {
      const queued: Array<{ id: string; fileName: string }> = [];
      const duplicates: Array<{ fileName: string; existingFileName: string }> = [];
      for (const f of incoming) {
        const existing = files.find((x) => x.fileName === f.name && x.collectionId === collectionId);
        if (existing) {
          duplicates.push({ fileName: f.name, existingFileName: existing.fileName });
          continue;
        }
        const item: FileItem = { id: `f-${++seq}`, serverId: null, fileName: f.name, contentType: f.type || 'application/octet-stream', collectionId, size: Math.floor((f.dataBase64.length * 3) / 4), state: 'queued', bytesSent: 0, error: null, createdAt: new Date().toISOString() };
        files.push(item);
        queued.push({ id: item.id, fileName: item.fileName });
        [0.3, 0.7, 1].forEach((fraction, i) =>
          setTimeout(() => {
            item.state = fraction === 1 ? 'synced' : 'uploading';
            item.bytesSent = Math.round((item.size ?? 0) * fraction);
            emit('upload.progress', { fileId: item.id, bytesSent: item.bytesSent, size: item.size ?? 0, state: item.state });
            changed('files');
          }, 400 * (i + 1)),
        );
      }
      changed('files');
      return { queued, duplicates, rejected: [], needsConfirmation: null };
    },
    'uploads.retry': async ({ id }) => {
      const f = files.find((x) => x.id === id);
      if (f) {
        f.state = 'queued';
        f.error = null;
      }
      changed('files');
      return { ok: true };
    },
    'uploads.discard': async ({ id }) => {
      const index = files.findIndex((x) => x.id === id);
      if (index >= 0) files.splice(index, 1);
      changed('files');
      return { ok: true };
    },
    'outbox.list': async () => ({ items: outbox }),
    'outbox.retry': async () => ({ ok: true }),
    'outbox.discard': async ({ id }) => {
      const index = outbox.findIndex((x) => x.id === id);
      if (index >= 0) outbox.splice(index, 1);
      changed('outbox');
      return { ok: true };
    },
    'sync.status': async () => sync,
    'sync.now': async () => ({ ok: true }),
    'usage.get': async () => usage,
    'profiles.list': async () => ({ profiles }),
    'profiles.add': async ({ name, baseUrl, apiVersion }) => {
      profiles.push({ id: `p-${++seq}`, name, kind: 'remote', baseUrl, apiVersion, hasKey: true, active: false });
      return { id: `p-${seq}` };
    },
    'profiles.update': async () => ({ ok: true }),
    'profiles.switch': async ({ id }) => {
      for (const p of profiles) p.active = p.id === id;
      return { ok: true };
    },
    'profiles.remove': async () => ({ ok: true }),
    'auth.requestCode': async () => ({ ok: true }),
    'auth.confirmCode': async ({ email }) => {
      profiles.push({ id: `p-${++seq}`, name: email, kind: 'remote', baseUrl: 'https://api.caesar.xyz', apiVersion: '2025-11-27', hasKey: true, active: false });
      return { profileId: `p-${seq}` };
    },
    'account.topup': async () => ({ checkoutUrl: 'https://checkout.example.com/session/1' }),
  };
  return handlers;
}
