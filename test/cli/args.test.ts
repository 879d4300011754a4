// In-process tests of argument handling: usage mistakes exit 2 with a clear message (and never open
// the core), help and version exit 0, --json failures still print one JSON document.
import { describe, expect, it } from 'vitest';
import { parseGlobalOptions, researchOptions, integerIn } from '../../src/cli/args';
import { CliError } from '../../src/cli/errors';
import { matchCollection, matchFile } from '../../src/cli/resolve';
import { runCli } from '../../src/cli/run';
import type { Core, CoreOptions } from '../../src/main/core-types';
import type { Collection, FileItem } from '../../src/shared/domain';
import { capturedIo } from './helpers';

/** Records whether the core was opened; a usage error must be caught before that. */
function coreThatMustNotOpen(): { openCore: (options: CoreOptions) => Promise<Core>; opened: () => number } {
  let opened = 0;
  return {
    openCore: async () => {
      opened++;
      throw new Error('the core must not be opened for a usage error');
    },
    opened: () => opened,
  };
}

async function run(argv: string[], env: Record<string, string> = {}) {
  const io = capturedIo(env);
  const probe = coreThatMustNotOpen();
  const code = await runCli(argv, io, probe.openCore);
  return { code, stdout: io.out(), stderr: io.err(), opened: probe.opened() };
}

describe('quire argument handling', () => {
  it.each([
    [['frobnicate'], /unknown command 'frobnicate'/],
    [[], /Usage: quire/],
    [['jobs', '--limit', 'many'], /--limit <n>.*Expected a whole number from 1 to 1000/],
    [['jobs', '--limit', '0'], /Expected a whole number from 1 to 1000/],
    [['research'], /missing required argument 'query'/],
    [['research', 'otters', '--loops', '11'], /Expected a whole number from 1 to 10/],
    [['show'], /missing required argument 'job-id'/],
    [['jobs', '--api-version', '2020-01-01'], /Allowed choices are 2025-11-27, 2025-08-08/],
    [['jobs', '--colour'], /unknown option '--colour'/],
    [['login'], /required option '--email <address>' not specified/],
    [['sync', '--timeout', '-5'], /at least 1/],
  ])('quire %j is a usage error (exit 2)', async (argv, message) => {
    const result = await run(argv);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).not.toMatch(/\n\s+at /); // no stack trace
    expect(result.opened).toBe(0);
  });

  it('rejects inconsistent global options before opening the core', async () => {
    const keyWithoutUrl = await run(['jobs', '--api-key', 'csk-1']);
    expect(keyWithoutUrl.code).toBe(2);
    expect(keyWithoutUrl.stderr).toContain('--api-key goes with --base-url');
    const urlWithoutKey = await run(['jobs', '--base-url', 'http://127.0.0.1:9']);
    expect(urlWithoutKey.code).toBe(2);
    expect(urlWithoutKey.stderr).toContain('QUIRE_API_KEY');
    const badUrl = await run(['jobs', '--base-url', 'ftp://example.org', '--api-key', 'k']);
    expect(badUrl.code).toBe(2);
    expect(badUrl.stderr).toContain('--base-url must be an http(s) address');
    for (const result of [keyWithoutUrl, urlWithoutKey, badUrl]) expect(result.opened).toBe(0);
  });

  it('prints one JSON error document on stdout with --json', async () => {
    const result = await run(['jobs', '--json', '--limit', 'x']);
    expect(result.code).toBe(2);
    const document = JSON.parse(result.stdout) as { error: { code: string; message: string; exitCode: number } };
    expect(document.error.code).toBe('USAGE');
    expect(document.error.exitCode).toBe(2);
    expect(document.error.message).toContain('--limit');
  });

  it('shows help with global options and exit codes, and the version', async () => {
    const help = await run(['--help']);
    expect(help.code).toBe(0);
    for (const command of ['research', 'jobs', 'show', 'search', 'export', 'sync', 'upload', 'collections', 'chat', 'login']) expect(help.stdout).toContain(command);
    expect(help.stdout).toContain('  3  the service could not be reached');
    const researchHelp = await run(['research', '--help']);
    expect(researchHelp.code).toBe(0);
    expect(researchHelp.stdout).toContain('--wait');
    expect(researchHelp.stdout).toContain('Global Options');
    expect(researchHelp.stdout).toContain('--base-url <url>');
    const version = await run(['--version']);
    expect(version.code).toBe(0);
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
    expect(help.opened + researchHelp.opened + version.opened).toBe(0);
  });
});

describe('option parsing helpers', () => {
  it('QUIRE_API_KEY fills in the key only together with --base-url', () => {
    const withUrl = parseGlobalOptions({ baseUrl: 'http://127.0.0.1:5/' }, { QUIRE_API_KEY: 'csk-env' });
    expect(withUrl.apiKey).toBe('csk-env');
    expect(withUrl.baseUrl).toBe('http://127.0.0.1:5');
    expect(parseGlobalOptions({}, { QUIRE_API_KEY: 'csk-env' }).apiKey).toBeUndefined();
    expect(() => parseGlobalOptions({ profile: 'a', baseUrl: 'http://x.org', apiKey: 'k' }, {})).toThrow(CliError);
  });

  it('maps research flags to the contract options, leaving unset ones to the defaults', () => {
    expect(researchOptions({}, [])).toEqual({});
    expect(researchOptions({ loops: 4, earlyExit: true, excludeDomain: ['x.com'], systemPrompt: 'bullets', file: ['f1'] }, ['c1'])).toEqual({
      reasoningLoops: 4,
      allowEarlyExit: true,
      excludedDomains: ['x.com'],
      systemPrompt: 'bullets',
      files: ['f1'],
      collectionIds: ['c1'],
    });
    expect(integerIn(1, 3)('2')).toBe(2);
    expect(() => integerIn(1, 3)('2.5')).toThrow(/whole number/);
  });

  it('finds collections by id, name (any case) or unique prefix', () => {
    const make = (id: string, name: string): Collection => ({ id, serverId: null, name, description: '', createdAt: '', updatedAt: '', fileCount: 0, syncState: 'synced', error: null });
    const list = [make('aaaa1111', 'Thesis'), make('aaaa2222', 'Inbox'), make('bbbb3333', 'inbox')];
    expect(matchCollection(list, 'thesis').id).toBe('aaaa1111');
    expect(matchCollection(list, 'bbbb').id).toBe('bbbb3333');
    expect(() => matchCollection(list, 'INBOX')).toThrow(/2 collections are named/);
    expect(() => matchCollection(list, 'aaaa')).toThrow(/matches 2 collections/);
    expect(() => matchCollection(list, 'nope')).toThrow(/quire collections create "nope"/);
  });

  it('finds files by id, service id, exact name or unique prefix', () => {
    const make = (id: string, serverId: string | null, fileName: string): FileItem => ({
      id, serverId, fileName, contentType: 'text/plain', collectionId: null, size: 1, state: 'synced', bytesSent: 1, error: null, createdAt: '',
    });
    const files = [make('f1aa0001', 's-1', 'notes.md'), make('f1aa0002', null, 'notes.md'), make('f2bb0003', 's-3', 'kelp.txt')];
    expect(matchFile(files, 'kelp.txt').id).toBe('f2bb0003');
    expect(matchFile(files, 's-1').id).toBe('f1aa0001');
    expect(matchFile(files, 'f2bb').id).toBe('f2bb0003');
    expect(() => matchFile(files, 'notes.md')).toThrow(/2 files are named "notes.md"/);
    expect(() => matchFile(files, 'f1aa')).toThrow(/matches 2 files/);
    expect(() => matchFile(files, 'otters.pdf')).toThrow(CliError);
  });
});
