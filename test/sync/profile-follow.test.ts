// A window follows the active profile another process chose on the same data folder (`quire profiles
// use`, `quire login`, another window): the decision (pure), profiles.json read again after another
// process wrote it (real files; no write of an old copy over theirs), and two real cores on one data
// folder, the CLI's switching and the window's following with the 'profile.followed' event.
import { afterEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { profileToFollow, type FollowInput } from '../../src/main/services/profile-follow';
import { ProfileStore } from '../../src/main/services/profiles';
import { call, makeCore, startTestService, tempDir, waitFor } from './helpers';

let cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const fn of cleanup.reverse()) await fn().catch(() => undefined);
  cleanup = [];
});

describe('profileToFollow (pure)', () => {
  const base: FollowInput = { pinned: false, shown: 'local', onDisk: 'remote-1', known: true };
  it.each<[string, Partial<FollowInput>, string | null]>([
    ['another profile made active elsewhere', {}, 'remote-1'],
    ['the one shown', { onDisk: 'local' }, null],
    ['started with --profile: stays', { pinned: true }, null],
    ['a profile the file does not hold', { known: false }, null],
    ['back to the local library', { shown: 'remote-1', onDisk: 'local' }, 'local'],
  ])('%s', (_name, over, expected) => {
    expect(profileToFollow({ ...base, ...over })).toBe(expected);
  });
});

describe('ProfileStore shared with another process', () => {
  const remote = (id: string) => ({ id, name: id, kind: 'remote' as const, baseUrl: 'http://127.0.0.1:9', apiVersion: '2025-11-27' as const });

  it('reads what another process wrote, and never writes an old copy back over it', () => {
    const file = path.join(tempDir('profiles-shared'), 'profiles.json');
    const window = new ProfileStore(file);
    const cli = new ProfileStore(file);
    expect(window.refresh()).toBe(false);
    cli.add(remote('remote-cli'));
    cli.setActive('remote-cli');
    const before = window.externalChanges;
    expect(window.refresh()).toBe(true);
    expect(window.activeId).toBe('remote-cli');
    expect(window.get('remote-cli')?.name).toBe('remote-cli');
    expect(window.externalChanges).toBe(before + 1);
    expect(window.refresh()).toBe(false);

    // the window changes something without a poll in between: the CLI's later profile survives
    cli.add(remote('remote-later'));
    window.recordCheck('remote-cli', { outcome: 'ok', reachable: true, keyAccepted: true, apiVersion: '2025-11-27', message: 'Reached it', checkedAt: '2026-11-25T04:00:00Z' });
    const onDisk = JSON.parse(fs.readFileSync(file, 'utf8')) as { profiles: Array<{ id: string }> };
    expect(onDisk.profiles.map((p) => p.id)).toEqual(['local', 'remote-cli', 'remote-later']);
    expect(new ProfileStore(file).get('remote-cli')?.lastCheck?.outcome).toBe('ok');
  });

  it('keeps what it had when the file is damaged or gone, and writes it back at its next change', () => {
    const file = path.join(tempDir('profiles-damaged'), 'profiles.json');
    const store = new ProfileStore(file);
    store.add(remote('remote-a'));
    fs.writeFileSync(`${file}.tmp`, '{ not json');
    fs.renameSync(`${file}.tmp`, file);
    expect(store.refresh()).toBe(false);
    expect(store.get('remote-a')).toBeDefined();
    fs.rmSync(file);
    expect(store.refresh()).toBe(false);
    store.setActive('remote-a');
    expect(new ProfileStore(file).activeId).toBe('remote-a');
  });
});

describe('two processes on one data folder', () => {
  it('the window follows the profile the CLI makes active, and lists the profile the CLI added', async () => {
    const serviceA = await startTestService(tempDir('follow-a'));
    cleanup.push(() => serviceA.close());
    const serviceB = await startTestService(tempDir('follow-b'));
    cleanup.push(() => serviceB.close());
    const dataDir = tempDir('follow-core');
    const window = await makeCore(dataDir, serviceA, { transport: 'browser', autoSync: false });
    cleanup.push(() => window.close());
    const followed: string[] = [];
    window.bus.subscribe((name, payload) => {
      if (name === 'profile.followed') followed.push((payload as { name: string }).name);
    });
    await call(window, 'jobs.create', { query: 'Made in the local library', options: { reasoningLoops: 1 } });

    // the CLI (its own process in real use: its own core and store) adds an account and makes it active
    const cli = await makeCore(dataDir, serviceA, { transport: 'cli', autoSync: false });
    const { id: b } = await call(cli, 'profiles.add', { name: 'Second account', baseUrl: serviceB.url, apiKey: serviceB.apiKey });
    await call(cli, 'profiles.switch', { id: b });
    await cli.close();

    await waitFor('the window to follow', async () => (await call(window, 'profiles.list', {})).profiles.find((p) => p.active)?.id === b, 10_000);
    expect(followed).toEqual(['Second account']);
    expect((await call(window, 'jobs.list', {})).items.map((job) => job.query)).not.toContain('Made in the local library');

    // and back: `quire profiles use local`
    const cli2 = await makeCore(dataDir, serviceA, { transport: 'cli', autoSync: false });
    await call(cli2, 'profiles.switch', { id: 'local' });
    await cli2.close();
    await waitFor('the window to follow back', async () => (await call(window, 'jobs.list', {})).items.some((job) => job.query === 'Made in the local library'), 10_000);
    expect(followed).toEqual(['Second account', 'Local library']);
  });

  it('a window started for one profile (--profile) stays on it', async () => {
    const service = await startTestService(tempDir('pinned-svc'));
    cleanup.push(() => service.close());
    const dataDir = tempDir('pinned-core');
    const cli = await makeCore(dataDir, service, { transport: 'cli', autoSync: false });
    const { id: b } = await call(cli, 'profiles.add', { name: 'Other', baseUrl: service.url, apiKey: service.apiKey });
    await cli.close();
    const window = await makeCore(dataDir, service, { transport: 'browser', autoSync: false, profileId: 'local' });
    cleanup.push(() => window.close());
    const heard: string[] = [];
    window.bus.subscribe((name, payload) => {
      if (name === 'db.changed' && (payload as { tables: string[] }).tables.includes('profiles')) heard.push('profiles');
      if (name === 'profile.followed') heard.push('followed');
    });
    const cli2 = await makeCore(dataDir, service, { transport: 'cli', autoSync: false });
    await call(cli2, 'profiles.switch', { id: b });
    await cli2.close();
    // the list is refetched, the window's own profile stays
    await waitFor('the window to hear of the change', () => heard.includes('profiles'), 10_000);
    await new Promise((resolve) => setTimeout(resolve, 1_700));
    expect(heard).not.toContain('followed');
    const { profiles } = await call(window, 'profiles.list', {});
    expect(profiles.find((p) => p.active)?.id).toBe('local');
    expect((await call(window, 'app.info', {})).embedded).toBe(true);
  });

  it('a switch whose profile cannot be opened leaves the window on the profile it showed', async () => {
    const service = await startTestService(tempDir('failing-svc'));
    cleanup.push(() => service.close());
    const dataDir = tempDir('failing-core');
    const window = await makeCore(dataDir, service, { transport: 'browser', autoSync: false });
    cleanup.push(() => window.close());
    await call(window, 'jobs.create', { query: 'Kept in the local library', options: { reasoningLoops: 1 } });
    const { id: b } = await call(window, 'profiles.add', { name: 'Broken', baseUrl: service.url, apiKey: service.apiKey });
    // its mirror was written by a newer Quire: opening it is refused
    const file = path.join(dataDir, 'profiles', b, 'quire.db');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const future = new Database(file);
    future.pragma('user_version = 999');
    future.close();
    await expect(call(window, 'profiles.switch', { id: b })).rejects.toThrow();
    const { profiles } = await call(window, 'profiles.list', {});
    expect(profiles.find((p) => p.active)?.id).toBe('local');
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'profiles.json'), 'utf8')).activeId).toBe('local');
    expect((await call(window, 'jobs.list', {})).items.map((job) => job.query)).toContain('Kept in the local library');
  });
});
