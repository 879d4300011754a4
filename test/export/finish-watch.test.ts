// The finish watcher (#13) over real SQLite mirrors: a job that reaches completed or failed after the
// watcher started is reported once, named by its profile; jobs finished before it started, jobs
// still running and changes to other tables are not; two profiles' mirrors are watched side by side.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openMirror } from '../../src/main/db/open';
import { Repo } from '../../src/main/db/repo';
import { finishedFingerprint } from '../../src/main/db/job-finish';
import { finishedSince, watchFinished, type JobFinished } from '../../src/main/export/finish-watch';
import { JobOptionsSchema } from '../../src/shared/domain';

const NO_OPTIONS = JobOptionsSchema.parse({});

function mirror(): Repo {
  const { db } = openMirror(join(mkdtempSync(join(tmpdir(), 'quire-finish-watch-')), 'quire.db'));
  return new Repo(db);
}

function setStatus(repo: Repo, jobId: string, status: string): void {
  repo.db.prepare<[string, string]>('UPDATE jobs SET status = ? WHERE id = ?').run(status, jobId);
  repo.changed('jobs');
}

describe('finishedSince', () => {
  const rows = [
    { id: 'a', status: 'completed', query: 'A?' },
    { id: 'b', status: 'failed', query: 'B?' },
  ];
  it.each([
    { known: [], expected: ['a', 'b'] },
    { known: ['a'], expected: ['b'] },
    { known: ['a', 'b'], expected: [] },
    { known: ['z'], expected: ['a', 'b'] },
  ])('known $known -> $expected', ({ known, expected }) => {
    expect(finishedSince(new Set(known), rows).map((row) => row.id)).toEqual(expected);
  });
});

describe('watchFinished', () => {
  it('reports each job of each profile that finishes after it started, once, with the profile name', async () => {
    const work = mirror();
    const home = mirror();
    const before = work.createLocalJob('Finished before the watcher?', NO_OPTIONS);
    setStatus(work, before, 'completed');
    const otters = work.createLocalJob('How do sea otters protect kelp forests?', NO_OPTIONS);
    const bees = home.createLocalJob('Why are bees declining?', NO_OPTIONS);
    await new Promise((resolve) => setTimeout(resolve, 0));

    const events: JobFinished[] = [];
    let workName = 'Work';
    const stopWork = watchFinished(work, { id: 'p-work', name: () => workName }, (event) => events.push(event));
    const stopHome = watchFinished(home, { id: 'p-home', name: () => 'Home' }, (event) => events.push(event));

    setStatus(work, otters, 'running');
    work.changed('chat_messages');
    await new Promise((resolve) => setTimeout(resolve, 0)); // the mirror's change tick
    expect(events).toEqual([]);

    workName = 'Work (renamed)';
    setStatus(work, otters, 'completed');
    setStatus(home, bees, 'failed');
    await expect.poll(() => events.length).toBe(2);
    expect(events).toEqual(
      expect.arrayContaining([
        { profileId: 'p-work', profileName: 'Work (renamed)', jobId: otters, status: 'completed', query: 'How do sea otters protect kelp forests?' },
        { profileId: 'p-home', profileName: 'Home', jobId: bees, status: 'failed', query: 'Why are bees declining?' },
      ]),
    );

    // another change to the same finished job is not news again; a stopped watcher says nothing
    work.changed('jobs');
    stopHome();
    const late = home.createLocalJob('After stop?', NO_OPTIONS);
    setStatus(home, late, 'completed');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events).toHaveLength(2);
    stopWork();
  });
});

describe('finishedFingerprint', () => {
  it('changes when a job finishes or a finished one goes, not when a running job changes', () => {
    const repo = mirror();
    const a = repo.createLocalJob('A?', NO_OPTIONS);
    const b = repo.createLocalJob('B?', NO_OPTIONS);
    const start = finishedFingerprint(repo.db);
    setStatus(repo, a, 'running');
    expect(finishedFingerprint(repo.db)).toBe(start);
    setStatus(repo, a, 'completed');
    const one = finishedFingerprint(repo.db);
    expect(one).not.toBe(start);
    setStatus(repo, a, 'completed');
    expect(finishedFingerprint(repo.db)).toBe(one);
    // one finished job leaves the mirror as another finishes: same count, different set
    repo.db.prepare<[string]>('DELETE FROM jobs WHERE id = ?').run(a);
    setStatus(repo, b, 'failed');
    const swapped = finishedFingerprint(repo.db);
    expect(swapped.split(':')[0]).toBe(one.split(':')[0]);
    expect(swapped).not.toBe(one);
  });
});
