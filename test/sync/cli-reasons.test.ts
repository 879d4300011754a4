// Reasons the CLI records are the real ones: an offline `quire research` keeps the refused connection
// as the reason its queued item waits, not the error of the CLI closing its own client on exit.
import { describe, expect, it } from 'vitest';
import type { OutboxItem } from '../../src/shared/domain';
import { runQuire } from '../cli/helpers';
import { closedPort, tempDir } from './helpers';

describe('reasons recorded by the CLI', () => {
  it('an offline research waits with the refused connection as its reason (never UND_ERR_DESTROYED)', async () => {
    const data = tempDir('cli-reason');
    const port = await closedPort();
    const args = ['--data', data, '--base-url', `http://127.0.0.1:${port}`, '--api-key', 'csk-offline'];
    const queued = await runQuire([...args, 'research', 'otters offline', '--json']);
    expect(queued.code).toBe(3);
    const pending = await runQuire([...args, 'pending', '--json']);
    const items = (JSON.parse(pending.stdout) as { items: OutboxItem[] }).items;
    expect(items).toHaveLength(1);
    expect(items[0]?.lastError ?? '').toMatch(/ECONNREFUSED/);
    expect(items[0]?.lastError ?? '').not.toMatch(/DESTROYED|destroyed/);
    expect(queued.stderr + queued.stdout).not.toMatch(/DESTROYED|destroyed/);
  });
});
