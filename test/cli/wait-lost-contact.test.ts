// `quire research --wait` when the research service stops answering after it took the job: stderr says so (a
// killed service used to leave a script's log silent for as long as it waited) and, when it answers again, says
// that too; stopping then does not claim the research continues. Pure tables, then the real CLI in-process against
// a real service on loopback that is closed mid-wait.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contactNote, stoppedWaitingNote } from '../../src/cli/commands/research';
import { startService } from '../../src/service/server';
import { runQuire } from './helpers';

const SERVICE = 'http://127.0.0.1:5941';
const OFFLINE = { state: 'offline' as const, message: 'Offline: showing your library as last synced (nothing answered at that address; ECONNREFUSED)' };
const ONLINE = { state: 'online' as const, message: 'Up to date' };

describe('contactNote', () => {
  it.each<[string, boolean, { state: 'online' | 'offline' | 'syncing' | 'paused' | 'error'; message: string }, boolean, RegExp | null]>([
    ['contact lost: said once, with the reason', false, OFFLINE, true, /^Lost contact with http:\/\/127\.0\.0\.1:5941 \(Offline: .*ECONNREFUSED\)\)\. Still waiting; the research is shown as last synced\. Stop with Ctrl-C, or give --timeout\.$/],
    ['still lost: nothing more', true, OFFLINE, true, null],
    ['the service answers with errors: lost too', false, { state: 'error', message: 'The service answered 502' }, true, /^Lost contact with .*502/],
    ['back: said', true, ONLINE, false, /^http:\/\/127\.0\.0\.1:5941 answers again; following the research\.$/],
    ['syncing after being lost is back', true, { state: 'syncing', message: 'Syncing' }, false, /answers again/],
    ['in contact all along: nothing', false, ONLINE, false, null],
  ])('%s', (_name, wasOut, status, out, note) => {
    const said = contactNote(wasOut, status, SERVICE);
    expect(said.out).toBe(out);
    if (note) expect(said.note).toMatch(note);
    else expect(said.note).toBeNull();
  });
});

describe('stoppedWaitingNote for a job the service has', () => {
  const sent = { id: 'fd4913690000', serverId: 'srv-1', syncState: 'synced' as const };
  const status = (state: 'online' | 'offline' | 'error') => ({ state, message: '', pausedReason: null, pending: 0, failed: 0, lastSyncAt: null });
  it.each<[string, 'interrupted' | 'timeout', 'online' | 'offline' | 'error', RegExp]>([
    ['in contact: it continues', 'interrupted', 'online', /^Stopped waiting; the research continues\. See it later with: quire show fd491369$/],
    ['out of contact: not known', 'interrupted', 'offline', /^Stopped waiting\. The research service could not be reached when it stopped, so whether the research continues there is not known\. See it later with: quire show fd491369$/],
    ['errors at the end: not known either', 'timeout', 'error', /^Gave up waiting\. The research service could not be reached.*not known/],
  ])('%s', (_name, ended, state, expected) => {
    const note = stoppedWaitingNote(ended, sent, status(state));
    expect(note).toMatch(expected);
  });
});

describe('research --wait against a service closed mid-wait', () => {
  const temps: string[] = [];
  afterAll(() => {
    for (const dir of temps) rmSync(dir, { recursive: true, force: true });
  });

  it('says on stderr that contact was lost, and on stopping does not claim the research continues', async () => {
    const serviceDir = mkdtempSync(join(tmpdir(), 'quire-wait-lost-svc-'));
    const data = mkdtempSync(join(tmpdir(), 'quire-wait-lost-data-'));
    temps.push(serviceDir, data);
    // slow steps: the research is still running when the service goes
    const service = await startService({ dataDir: serviceDir, port: 0, stepDelayMs: 1500, testHooks: true });
    let closed = false;
    try {
      const run = runQuire(['--data', data, '--base-url', service.url, '--api-key', service.apiKey, 'research', 'How do sea otters affect kelp forests?', '--loops', '10', '--wait', '--timeout', '12']);
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await service.close();
      closed = true;
      const result = await run;
      expect(result.code, result.stderr).toBe(1);
      expect(result.stderr).toMatch(/Lost contact with http:\/\/127\.0\.0\.1:\d+ \(.*\)\. Still waiting; the research is shown as last synced\./);
      expect(result.stderr.match(/Lost contact/g)).toHaveLength(1);
      expect(result.stderr).toMatch(/Gave up waiting\. The research service could not be reached when it stopped, so whether the research continues there is not known\./);
      expect(result.stderr).not.toMatch(/the research continues\./);
    } finally {
      if (!closed) await service.close();
    }
  }, 60_000);
});
