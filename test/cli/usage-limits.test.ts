// `quire usage --set`: the limit settings parsed in words (table), the usage printed with where each
// limit comes from and unknown figures as unknown, and the setting kept with the profile (real local
// service over loopback, the CLI in-process against a real data folder).
import { afterEach, describe, expect, it } from 'vitest';
import { parseLimitSettings, usageLines } from '../../src/cli/commands/account';
import type { Usage } from '../../src/shared/domain';
import { createCore } from '../../src/main/core';
import { call, startTestService, tempDir } from '../sync/helpers';
import { runQuire } from './helpers';

let cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const fn of cleanup.reverse()) await fn().catch(() => undefined);
  cleanup = [];
});

describe('parseLimitSettings', () => {
  it.each<[string, string[], ReturnType<typeof parseLimitSettings> | RegExp]>([
    ['both limits', ['concurrency=10', 'budget=500'], { concurrency: 10, budget: 500 }],
    ['the short names', ['jobs=3', 'loops=90'], { concurrency: 3, budget: 90 }],
    ['none forgets one', ['budget=none'], { budget: null }],
    ['spaces and case are forgiven', [' Budget = 40 '], { budget: 40 }],
    ['an unknown limit is refused in words', ['speed=3'], /"speed=3" is not a limit: use concurrency=N or budget=N/],
    ['a fraction is refused', ['budget=2.5'], /give a whole number, or none/],
    ['a missing value is refused', ['budget='], /is not a limit/],
  ])('%s', (_name, settings, expected) => {
    if (expected instanceof RegExp) expect(() => parseLimitSettings(settings)).toThrow(expected);
    else expect(parseLimitSettings(settings)).toEqual(expected);
  });
});

describe('usageLines', () => {
  const base: Usage = { loopsUsed: 12, loopsBudget: 200, running: 1, concurrencyLimit: 5, resetsAt: '2026-12-01T00:00:00.000Z', balanceCents: null, currency: null, budgetSource: 'set', concurrencySource: 'learned', unit: 'loops', noMonthlyLimit: false, ownLibrary: false };
  it.each<[string, Partial<Usage>, RegExp[]]>([
    ['known figures with their sources', {}, [/^12\/200 reasoning loops this month \(set by you\)/, /^1\/5 research jobs running \(learned from the service's answers\)$/]],
    ['unknown figures as unknown, never 0', { loopsUsed: null, loopsBudget: null, running: null, concurrencyLimit: null, budgetSource: null, concurrencySource: null }, [/^unknown\/unknown reasoning loops this month \(resets/, /^unknown\/unknown research jobs running$/]],
    ['2025-08-08 says why the loops are unknown', { unit: 'compute_units', loopsUsed: null }, [/reports no loops used \(research asks for compute units\)/]],
    ['a balance when known', { balanceCents: 1234, currency: 'USD' }, [/./, /./, /^balance 12\.34 USD$/]],
    ['the local library: no monthly limit, never x/200, and no cost instead of a balance', { loopsBudget: null, budgetSource: null, noMonthlyLimit: true, ownLibrary: true, loopsUsed: 201 }, [/^201 reasoning loops this month \(no monthly limit: your own library\)$/, /./, /^no cost: your own library$/]],
  ])('%s', (_name, over, expected) => {
    const lines = usageLines({ ...base, ...over });
    expected.forEach((pattern, index) => expect(lines[index]).toMatch(pattern));
  });
});

describe('quire usage --set', () => {
  it('sets and forgets the active profile’s limits, kept for the next command; a one-off --base-url is refused in words', async () => {
    const service = await startTestService(tempDir('svc'));
    cleanup.push(() => service.close());
    const dataDir = tempDir('cli-limits');
    // a remote profile, as Settings (or quire login) would add it
    const core = await createCore({ dataDir, transport: 'cli', openExternal: async () => undefined, autoSync: false });
    const { id } = await call(core, 'profiles.add', { name: 'Lab account', baseUrl: service.url, apiKey: service.apiKey });
    await call(core, 'profiles.switch', { id });
    await core.close();

    const set = await runQuire(['--data', dataDir, 'usage', '--set', 'concurrency=7', '--set', 'budget=300']);
    expect(set.stderr).toBe('');
    expect(set.code).toBe(0);
    expect(set.stdout).toMatch(/Lab account: jobs at once: 7; loops a month: 300/);
    expect(set.stdout).toMatch(/\/300 reasoning loops this month \(set by you\)/);
    expect(set.stdout).toMatch(/\/7 research jobs running \(set by you\)/);

    const json = await runQuire(['--data', dataDir, 'usage', '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({ loopsBudget: 300, budgetSource: 'set', concurrencyLimit: 7, concurrencySource: 'set' });

    const forget = await runQuire(['--data', dataDir, 'usage', '--set', 'budget=none']);
    expect(forget.code).toBe(0);
    expect(forget.stdout).toMatch(/loops a month: not set/);
    expect(forget.stdout).toMatch(/\/unknown reasoning loops this month/);

    const bad = await runQuire(['--data', dataDir, 'usage', '--set', 'budget=lots']);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toMatch(/give a whole number, or none/);

    const oneOff = await runQuire(['--data', tempDir('cli-oneoff'), '--base-url', service.url, '--api-key', service.apiKey, 'usage', '--set', 'budget=5']);
    expect(oneOff.code).not.toBe(0);
    expect(oneOff.stderr).toMatch(/given for this run only \(--base-url\)/);
  }, 60_000);
});
