// `quire profiles use`: it saves the active profile (an open window follows it), so with --profile,
// which is never saved, it refuses instead of saying "now active" while nothing changed; an unknown id
// names the profiles there are. Real data folder, the CLI run in-process with the app's own core.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runQuire } from './helpers';
import { tempDir } from '../sync/helpers';

function dataWithTwoProfiles(): string {
  const data = tempDir('profiles-use');
  mkdirSync(data, { recursive: true });
  const profiles = {
    activeId: 'local',
    profiles: [
      { id: 'local', name: 'Local library', kind: 'local', baseUrl: '', apiVersion: '2025-11-27' },
      { id: 'remote-work', name: 'Work', kind: 'remote', baseUrl: 'http://127.0.0.1:9', apiVersion: '2025-11-27' },
    ],
  };
  writeFileSync(join(data, 'profiles.json'), JSON.stringify(profiles));
  return data;
}
const activeOnDisk = (data: string) => (JSON.parse(readFileSync(join(data, 'profiles.json'), 'utf8')) as { activeId: string }).activeId;

describe('quire profiles use', () => {
  it('with --profile it refuses (exit 2) and saves nothing', async () => {
    const data = dataWithTwoProfiles();
    const result = await runQuire(['--data', data, '--profile', 'local', 'profiles', 'use', 'remote-work']);
    expect(result.code).toBe(2);
    expect(result.stdout).not.toContain('now active');
    expect(result.stderr).toContain('To make "remote-work" the active profile, run: quire profiles use remote-work');
    expect(activeOnDisk(data)).toBe('local');
  });

  it('saves the active profile, and names the profiles there are for an unknown id', async () => {
    const data = dataWithTwoProfiles();
    const used = await runQuire(['--data', data, 'profiles', 'use', 'remote-work']);
    expect(used.code).toBe(0);
    expect(used.stdout).toContain('Profile "remote-work" is now active.');
    expect(activeOnDisk(data)).toBe('remote-work');
    const unknown = await runQuire(['--data', data, 'profiles', 'use', 'nope']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('There is no profile "nope". The profiles are: local, remote-work (see: quire profiles).');
    expect(activeOnDisk(data)).toBe('remote-work');
  });
});
