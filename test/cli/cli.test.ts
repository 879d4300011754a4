// End-to-end tests of `quire` against a real local research service on 127.0.0.1 (in-process through
// runCli and the real core; the tests that send signals or answer a prompt live run a subprocess):
// each command's happy path, offline queueing then `sync --once`, bad arguments, refused keys and
// --json output parsed as JSON. Every run uses a temp data directory of its own or of its group.
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type RunningService } from '../../src/service/server';
import type { Collection, FileItem, JobDetail, JobSummary, Profile, SearchHit } from '../../src/shared/domain';
import { QUICK_RETRY, runQuire, runQuireProcess, type RunResult, stdoutJson as parse } from './helpers';
import { closedPort } from '../sync/helpers';

let service: RunningService;
const temps: string[] = [];

function tempDir(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `quire-cli-${name}-`));
  temps.push(dir);
  return dir;
}


const ERASE_LINE = `${String.fromCharCode(27)}[2K`;

function expectNoStack(result: RunResult): void {
  expect(result.stderr).not.toMatch(/\n\s+at .+:\d+:\d+/);
}

beforeAll(async () => {
  service = await startService({ dataDir: tempDir('service'), port: 0, stepDelayMs: 20, testHooks: true });
});

afterAll(async () => {
  await service?.close();
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

describe('quire against the local service', () => {
  let data: string;
  const online = (...args: string[]) => ['--data', data, '--base-url', service.url, '--api-key', service.apiKey, ...args];
  let jobId = '';

  beforeAll(() => {
    data = tempDir('notebook');
  });

  it('research --wait prints the cited answer and a numbered source list', async () => {
    const result = await runQuire(online('research', 'How do sea otters protect kelp forests?', '--wait', '--loops', '2'));
    expectNoStack(result);
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n')[0]).toBe('How do sea otters protect kelp forests?');
    expect(result.stdout).toMatch(/\[1\]/);
    const sources = /Sources \((\d+)\)/.exec(result.stdout);
    expect(Number(sources?.[1])).toBeGreaterThan(0);
    expect(result.stdout).toMatch(/^\s+\[1\] .+\n\s+https:\/\//m);
    const id = /Research id ([0-9a-f-]{36})/.exec(result.stdout)?.[1];
    expect(id).toBeDefined();
    jobId = id ?? '';
  });

  it('research --wait --json prints one document with the completed job', async () => {
    const result = await runQuire(online('research', 'What', 'degrades', 'lithium-ion batteries?', '--wait', '--json'));
    expect(result.code).toBe(0);
    const job = parse<JobDetail>(result);
    expect(job.query).toBe('What degrades lithium-ion batteries?');
    expect(job.status).toBe('completed');
    expect(job.syncState).toBe('synced');
    expect(job.results.length).toBeGreaterThan(0);
    // Every [n] in the answer names a source the job has.
    const cited = new Set([...(job.content ?? '').matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1])));
    expect(cited.size).toBeGreaterThan(0);
    for (const index of cited) expect(job.results.some((source) => source.citationIndex === index)).toBe(true);
  });

  it('jobs lists the mirror, with --status and --limit, as text and as JSON', async () => {
    const listed = parse<{ items: JobSummary[]; total: number }>(await runQuire(online('jobs', '--json')));
    expect(listed.total).toBe(2);
    expect(listed.items.map((job) => job.id)).toContain(jobId);
    const limited = parse<{ items: JobSummary[]; total: number }>(await runQuire(online('jobs', '--json', '--limit', '1')));
    expect(limited.items).toHaveLength(1);
    const failed = parse<{ items: JobSummary[] }>(await runQuire(online('jobs', '--status', 'failed', '--json')));
    expect(failed.items).toEqual([]);
    const text = await runQuire(online('jobs'));
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(jobId.slice(0, 8));
    expect(text.stdout).toContain('completed');
  });

  it('show finds a job by id prefix: answer, sources, and one source in full', async () => {
    const shown = await runQuire(online('show', jobId.slice(0, 8)));
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain('How do sea otters protect kelp forests?');
    expect(shown.stdout).toContain('available offline');
    expect(shown.stdout).toMatch(/Sources \(\d+\)/);
    const detail = parse<JobDetail>(await runQuire(online('show', jobId, '--json')));
    expect(detail.id).toBe(jobId);
    const first = detail.results.find((source) => source.citationIndex === 1);
    const source = parse<{ content: string; result: { title: string } }>(await runQuire(online('show', jobId, '--source', '1', '--json')));
    expect(source.result.title).toBe(first?.title);
    expect(source.content.length).toBeGreaterThan(20);
  });

  it('show of an unknown job fails with a sentence and exit 1', async () => {
    const result = await runQuire(online('show', 'ffffffff-no-such-job'));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('No research with id "ffffffff-no-such-job"');
    expectNoStack(result);
  });

  it('search reads the local index, also with the service unreachable', async () => {
    const port = await closedPort();
    const result = await runQuire(['--data', data, '--base-url', `http://127.0.0.1:${port}`, '--api-key', 'k', 'search', 'kelp', 'urchins', '--json'], { retry: QUICK_RETRY });
    expect(result.code).toBe(0);
    const { hits } = parse<{ hits: SearchHit[] }>(result);
    expect(hits.map((hit) => hit.jobId)).toContain(jobId);
    const none = parse<{ hits: SearchHit[] }>(await runQuire(online('search', 'zeppelin', '--json')));
    expect(none.hits).toEqual([]);
  });

  it('export writes Markdown to stdout or a file, and will not overwrite without --force', async () => {
    const toStdout = await runQuire(online('export', jobId));
    expect(toStdout.code).toBe(0);
    expect(toStdout.stdout).toMatch(/^# How do sea otters protect kelp forests\?$/m);
    expect(toStdout.stdout).toContain(jobId);
    const file = join(tempDir('export'), 'otters.md');
    const written = parse<{ path: string; bytes: number }>(await runQuire(online('export', jobId, '--out', file, '--json')));
    expect(written.path).toBe(file);
    expect(readFileSync(file, 'utf8')).toContain('# How do sea otters protect kelp forests?');
    const again = await runQuire(online('export', jobId, '--out', file));
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('--force');
  });

  it('notes, tags and stars stay local and filter the job list; export --all writes every job', async () => {
    const tagged = parse<{ tags: string[] }>(await runQuire(online('tag', jobId.slice(0, 8), 'thesis', 'otters', '--json')));
    expect(tagged.tags.sort()).toEqual(['otters', 'thesis']);
    expect((await runQuire(online('star', jobId))).code).toBe(0);
    expect((await runQuire(online('note', jobId, 'Compare [1] with the Aleutian survey'))).code).toBe(0);
    const filtered = parse<{ items: JobSummary[] }>(await runQuire(online('jobs', '--tag', 'thesis', '--starred', '--json')));
    expect(filtered.items.map((job) => [job.id, job.starred])).toEqual([[jobId, true]]);
    const folder = join(tempDir('notebook-export'), 'all');
    const exported = parse<{ dir: string; written: number }>(await runQuire(online('export', '--all', '--out', folder, '--json')));
    expect(exported).toEqual({ dir: folder, written: 2, removedLeftOut: 0 });
    const otters = readdirSync(folder).find((name) => name.includes('sea-otters'));
    const text = readFileSync(join(folder, otters ?? 'missing'), 'utf8');
    expect(text).toContain('Compare [1] with the Aleutian survey');
    expect(text).toMatch(/thesis/);
  });

  it('collections create, rename and list; upload a folder into one with per-file results', async () => {
    const created = parse<Collection>(await runQuire(online('collections', 'create', 'Thesis', '--description', 'chapter two', '--json')));
    expect(created.name).toBe('Thesis');
    expect(created.syncState).toBe('synced');
    const duplicate = await runQuire(online('collections', 'create', 'thesis'));
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain('already exists');

    const folder = tempDir('uploads');
    mkdirSync(join(folder, 'nested'));
    writeFileSync(join(folder, 'tide-pools.md'), '# Tide pools\n\nSculpins and anemones live in tide pools; otters forage there for crabs.\n');
    writeFileSync(join(folder, 'nested', 'kelp.txt'), 'Giant kelp can grow half a metre a day in good conditions.\n');
    writeFileSync(join(folder, 'empty.txt'), '');
    const uploaded = await runQuire(online('upload', folder, '--collection', 'thesis', '--json'));
    expect(uploaded.code).toBe(0);
    const report = parse<{ files: { fileName: string; state: string }[]; rejected: { path: string }[]; collection: { id: string } }>(uploaded);
    expect(report.files.map((file) => file.fileName).sort()).toEqual(['kelp.txt', 'tide-pools.md']);
    expect(report.files.every((file) => file.state === 'synced')).toBe(true);
    expect(report.rejected.map((entry) => entry.path.endsWith('empty.txt'))).toEqual([true]);
    expect(report.collection.id).toBe(created.id);

    // Research restricted to one uploaded file, named as the user knows it.
    const restricted = parse<JobDetail>(await runQuire(online('research', 'sculpins in tide pools', '--file', 'tide-pools.md', '--wait', '--json')));
    expect(restricted.results.length).toBeGreaterThan(0);
    expect(restricted.results.every((source) => source.url.endsWith('/tide-pools.md'))).toBe(true);

    const text = await runQuire(online('upload', join(folder, 'tide-pools.md')));
    expect(text.code).toBe(0);
    expect(text.stderr).toContain('already uploaded or queued');

    const renamed = parse<Collection>(await runQuire(online('collections', 'rename', 'Thesis', 'Thesis (final)', '--json')));
    expect(renamed.name).toBe('Thesis (final)');
    const listed = parse<{ items: Collection[]; total: number }>(await runQuire(online('collections', '--json')));
    expect(listed.items.map((collection) => [collection.name, collection.fileCount])).toEqual([['Thesis (final)', 2]]);
    expect(listed.total).toBe(1);
    const files = parse<{ items: FileItem[]; total: number; collection: Collection }>(await runQuire(online('collections', 'files', 'thesis (final)', '--json')));
    expect(files.items).toHaveLength(2);
    expect(files.total).toBe(2);
    expect(files.collection.name).toBe('Thesis (final)');
  });

  it('chat streams a follow-up answer and keeps it in the history', async () => {
    const asked = await runQuire(online('chat', jobId.slice(0, 8), 'Which source mentions urchin barrens?'));
    expectNoStack(asked);
    expect(asked.code).toBe(0);
    expect(asked.stdout).toMatch(/\[\d+\]/);
    const history = parse<{ messages: { role: string; content: string }[] }>(await runQuire(online('chat', jobId, '--history', '--json')));
    expect(history.messages.map((message) => message.role)).toEqual(['user', 'assistant']);
    expect(history.messages[0]?.content).toBe('Which source mentions urchin barrens?');
    // The text printed is the stored answer.
    expect(asked.stdout).toContain(history.messages[1]?.content.slice(0, 40));
  });

  it('draws live progress lines on stderr only for a terminal, never with --json', async () => {
    const forced = await runQuire(online('research', 'otters and urchins', '--wait'), { env: { QUIRE_FORCE_PROGRESS: '1' } });
    expect(forced.code).toBe(0);
    // Each redraw is carriage return + "erase line" + the status line.
    expect(forced.stderr).toMatch(new RegExp(`\r${ERASE_LINE.replace('[', '\\[')}[◌✓] (queued|searching|analysing|summarising|completed)`));
    expect(forced.stdout).not.toContain(ERASE_LINE);
    const json = await runQuire(online('research', 'otters and urchins', '--wait', '--json'), { env: { QUIRE_FORCE_PROGRESS: '1' } });
    expect(json.code).toBe(0);
    expect(json.stderr).not.toContain(ERASE_LINE);
    expect(parse<JobDetail>(json).status).toBe('completed');
  });

  it('sync without --once follows until interrupted, then summarises', async () => {
    let interrupted = false;
    const result = await runQuireProcess(online('sync'), {
      onStderr: (_stderr, control) => {
        // Not a terminal: each change of state is one note on stderr; interrupt after the first.
        if (interrupted) return;
        interrupted = true;
        control.interrupt();
      },
    });
    expect(interrupted).toBe(true);
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} (Syncing|Up to date)/m);
    expect(result.stdout).toMatch(/^Synced with http:\/\/127\.0\.0\.1:\d+: /);
    expect(result.stdout).toMatch(/research +\d+ \(\d+ available offline/);
  });

  it('research --brainstorm asks the clarifying questions on stdin; show --wait follows the job', async () => {
    const started = await runQuire(online('research', 'coffee and sleep', '--brainstorm', '--json'), { input: '1\n\n' });
    expect(started.code).toBe(0);
    expect(started.stderr).toMatch(/\n {2}0\) .+\n {2}1\) /);
    const { id } = parse<{ id: string }>(started);
    const job = parse<JobDetail>(await runQuire(online('show', id, '--wait', '--json')));
    expect(job.status).toBe('completed');
    expect(job.options.brainstormSessionId).not.toBeNull();
    const answers = Object.values(job.options.answers ?? {});
    expect(answers[0]).toBe('1');
    expect(answers.length).toBeGreaterThan(1);
  });

  it('Ctrl-C while waiting stops cleanly with exit 130; the job carries on', async () => {
    // A service of its own whose jobs take seconds per step, so the wait is surely still going when
    // the interrupt arrives (with the shared fast service, a loaded machine could see the job finish
    // before the first progress line).
    const slow = await startService({ dataDir: tempDir('slow-service'), port: 0, stepDelayMs: 3000, testHooks: true });
    try {
      let interrupted = false;
      const result = await runQuireProcess(['--data', data, '--base-url', slow.url, '--api-key', slow.apiKey, 'research', 'printing press in Venice', '--wait'], {
        env: { QUIRE_FORCE_PROGRESS: '1' },
        onStderr: (stderr, control) => {
          // Interrupt once the job is on the service and being followed (not while it is being sent).
          if (interrupted || !/◌ (queued|searching|analysing|summarising)/.test(stderr)) return;
          interrupted = true;
          control.interrupt();
        },
      });
      expect(interrupted, result.stderr).toBe(true);
      expect(result.code).toBe(130);
      expect(result.stderr).toContain('Stopped waiting; the research continues');
      expectNoStack(result);
    } finally {
      await slow.close();
    }
  });

  it('sync --once mirrors and summarises', async () => {
    const result = await runQuire(online('sync', '--once', '--json'));
    expect(result.code).toBe(0);
    const summary = parse<{ state: string; jobs: number; jobsAvailableOffline: number; collections: number; files: number; waiting: number }>(result);
    expect(summary.state).toBe('online');
    // Six researches sent to this service above (the Ctrl-C test uses a slow service of its own).
    expect(summary.jobs).toBe(6);
    expect(summary.jobsAvailableOffline).toBe(6);
    expect(summary.collections).toBe(1);
    expect(summary.files).toBe(2);
    expect(summary.waiting).toBe(0);
  });
});

// Each test here has its own data directory, so they can run side by side.
describe.concurrent('quire offline', () => {
  it('queues research when the service is unreachable (exit 3), then sync --once sends it', async () => {
    const data = tempDir('offline');
    const port = await closedPort();
    const offline = ['--data', data, '--base-url', `http://127.0.0.1:${port}`, '--api-key', service.apiKey];
    const query = `Does coffee late in the day harm sleep? ${Date.now()}`;

    const queued = await runQuire([...offline, 'research', query, '--json'], { retry: QUICK_RETRY });
    expect(queued.code).toBe(3);
    const created = parse<{ id: string; syncState: string; sent: boolean }>(queued);
    expect(created.syncState).toBe('pending');
    expect(created.sent).toBe(false);
    expect(queued.stderr).toContain('queued');
    expect(queued.stderr).toContain('quire sync');
    expectNoStack(queued);

    const pending = parse<{ items: { kind: string; targetId: string }[] }>(await runQuire([...offline, 'pending', '--json'], { retry: QUICK_RETRY }));
    expect(pending.items).toEqual([expect.objectContaining({ kind: 'job.create', targetId: created.id })]);

    const stillOffline = await runQuire([...offline, 'sync', '--once'], { retry: QUICK_RETRY });
    expect(stillOffline.code).toBe(3);
    expect(stillOffline.stderr).toContain('nothing was synced');

    const sent = await runQuire(['--data', data, '--base-url', service.url, '--api-key', service.apiKey, 'sync', '--once', '--json']);
    expect(sent.code).toBe(0);
    const summary = parse<{ sent: number; waiting: number; state: string }>(sent);
    expect(summary).toMatchObject({ sent: 1, waiting: 0, state: 'online' });

    const job = parse<JobDetail>(await runQuire(['--data', data, '--base-url', service.url, '--api-key', service.apiKey, 'show', created.id, '--json']));
    expect(job.syncState).toBe('synced');
    expect(job.serverId).not.toBeNull();
    // The service has it exactly once.
    const response = await fetch(`${service.url}/research?limit=200`, { headers: { Authorization: `Bearer ${service.apiKey}` } });
    const page = (await response.json()) as { data: { id: string; query: string }[] };
    expect(page.data.filter((entry) => entry.query === query).map((entry) => entry.id)).toEqual([job.serverId]);
  });

  it('queues uploads offline (exit 3); sync --once uploads them', async () => {
    const data = tempDir('offline-upload');
    const port = await closedPort();
    const file = join(tempDir('offline-file'), 'field-notes.md');
    writeFileSync(file, '# Field notes\n\nKelp canopy returned at Point Lobos after urchin culling.\n');
    const queued = await runQuire(['--data', data, '--base-url', `http://127.0.0.1:${port}`, '--api-key', service.apiKey, 'upload', file, '--json'], { retry: QUICK_RETRY });
    expect(queued.code).toBe(3);
    expect(parse<{ files: { state: string }[] }>(queued).files.map((entry) => entry.state)).toEqual(['queued']);
    expect(queued.stderr).toContain('saved and queued');
    const online = ['--data', data, '--base-url', service.url, '--api-key', service.apiKey];
    const sent = parse<{ files: number; waiting: number; sent: number }>(await runQuire([...online, 'sync', '--once', '--json']));
    expect(sent).toMatchObject({ waiting: 0, sent: 1 });
    const files = parse<{ items: FileItem[] }>(await runQuire([...online, 'files', '--json']));
    // The mirror holds every file on the service; ours is among them, uploaded once.
    expect(files.items.filter((entry) => entry.fileName === 'field-notes.md').map((entry) => entry.state)).toEqual(['synced']);
  });

  it('a refused API key exits 4 and keeps the queued work', async () => {
    const data = tempDir('unauthorized');
    const result = await runQuire(['--data', data, '--base-url', service.url, '--api-key', 'csk-wrong', 'research', 'otters and kelp']);
    expect(result.code).toBe(4);
    expect(result.stderr).toContain('did not accept the API key');
    const sync = await runQuire(['--data', data, '--base-url', service.url, '--api-key', 'csk-wrong', 'sync', '--once']);
    expect(sync.code).toBe(4);
    const jobs = parse<{ items: JobSummary[] }>(await runQuire(['--data', data, '--base-url', service.url, '--api-key', 'csk-wrong', 'jobs', '--json']));
    expect(jobs.items.map((job) => [job.query, job.syncState])).toEqual([['otters and kelp', 'pending']]);
    // The queued intent can be dropped on purpose, and only then is it gone.
    const discarded = await runQuire(['--data', data, 'pending', 'discard', jobs.items[0]?.id ?? 'missing']);
    expect(discarded.code).toBe(0);
    expect(discarded.stdout).toContain('Discarded "Research');
    const after = parse<{ items: unknown[] }>(await runQuire(['--data', data, 'pending', '--json']));
    expect(after.items).toEqual([]);
  });

  it('bad arguments exit 2 with a clear message, also as a subprocess', async () => {
    const result = await runQuire(['research', 'otters', '--loops', 'lots']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("option '--loops <n>' argument 'lots' is invalid");
    expectNoStack(result);
    const unknownProfile = await runQuire(['--data', tempDir('profile'), '--profile', 'nobody', 'jobs']);
    expect(unknownProfile.code).toBe(2);
    expect(unknownProfile.stderr).toContain('There is no profile "nobody"');
  });
});

describe.concurrent('quire login', () => {
  async function latestCode(email: string): Promise<string> {
    const response = await fetch(`${service.url}/__admin/mailbox`, { headers: { Authorization: `Bearer ${service.adminToken}` } });
    const mailbox = (await response.json()) as { email: string; code: string }[];
    const code = mailbox.filter((entry) => entry.email === email).at(-1)?.code;
    if (!code) throw new Error(`no code was sent to ${email}`);
    return code;
  }

  it('reads the e-mailed code from the terminal and stores the minted key in a new active profile', async () => {
    const data = tempDir('login');
    const email = 'ada@example.org';
    let answered = false;
    const result = await runQuireProcess(['--data', data, '--base-url', service.url, 'login', '--email', email, '--json'], {
      onStderr: (stderr, control) => {
        if (answered || !stderr.includes('Type it here')) return;
        answered = true;
        void latestCode(email).then((code) => control.write(`${code}\n`));
      },
    });
    expect(result.code).toBe(0);
    const login = parse<{ profileId: string; keyStorage: string }>(result);
    const secrets = join(data, 'secrets.json');
    expect(login.keyStorage).toContain(secrets);
    expect(statSync(secrets).mode & 0o777).toBe(0o600);
    expect(Object.keys(JSON.parse(readFileSync(secrets, 'utf8')) as Record<string, string>)).toContain(login.profileId);

    const profiles = parse<{ profiles: Profile[] }>(await runQuire(['--data', data, 'profiles', '--json']));
    expect(profiles.profiles.find((profile) => profile.id === login.profileId)).toMatchObject({ active: true, hasKey: true, baseUrl: service.url, kind: 'remote' });

    // The new profile is used without --base-url or --api-key: the minted key works.
    const research = await runQuire(['--data', data, 'research', 'printing press and literacy', '--json']);
    expect(research.code).toBe(0);
    expect(parse<{ sent: boolean }>(research).sent).toBe(true);
  });

  it('without a code on stdin it says how to finish; --code completes the sign-in', async () => {
    const data = tempDir('login-code');
    const email = 'grace@example.org';
    const first = await runQuire(['--data', data, '--base-url', service.url, 'login', '--email', email], { input: '' });
    expect(first.code).toBe(0);
    expect(first.stderr).toContain(`quire login --email ${email} --code <code>`);
    const second = await runQuire(['--data', data, '--base-url', service.url, 'login', '--email', email, '--code', await latestCode(email)]);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('is now active');
    const wrong = await runQuire(['--data', data, '--base-url', service.url, 'login', '--email', email, '--code', '000000']);
    expect(wrong.code).not.toBe(0);
    expectNoStack(wrong);
  });
});
