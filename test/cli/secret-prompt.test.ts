// Secrets asked on the terminal without echo (quire notebook-sync set): the keys as a table, the
// prompt over a stand-in terminal (raw mode on while typing, off after; nothing typed is written
// back), and the command asking the passphrase twice, refusing two that differ, reading nothing from a pipe.
import { PassThrough } from 'node:stream';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSecret, secretKeys } from '../../src/cli/prompt';
import { runCli } from '../../src/cli/run';
import { createCore } from '../../src/main/core';
import { capturedIo, runQuire } from './helpers';

describe('secretKeys', () => {
  it.each<[string, string, string, ReturnType<typeof secretKeys>]>([
    ['typing', '', 'kelp', { text: 'kelp', ended: null }],
    ['Enter ends it', 'kelp', ' forest\r', { text: 'kelp forest', ended: 'enter' }],
    ['Backspace removes the last character', 'kelpx', '\u007f\n', { text: 'kelp', ended: 'enter' }],
    ['Ctrl-C cancels and forgets', 'kelp', '\u0003', { text: '', ended: 'cancel' }],
    ['control characters are not part of it', '', 'a\u001bb\r', { text: 'ab', ended: 'enter' }],
  ])('%s', (_name, typed, chunk, expected) => {
    expect(secretKeys(typed, chunk)).toEqual(expected);
  });
});

/** A stand-in terminal: raw mode recorded; each time input is resumed, the next answer is typed. */
class StandInTerminal extends PassThrough {
  isTTY = true;
  raw: boolean[] = [];
  constructor(private readonly answers: string[]) {
    super();
  }
  setRawMode(raw: boolean): this {
    this.raw.push(raw);
    return this;
  }
  override resume(): this {
    const next = this.answers.shift();
    if (next !== undefined) setImmediate(() => this.write(next));
    return super.resume();
  }
}

function terminalIo(answers: string[]) {
  const io = capturedIo({ NO_COLOR: '1', QUIRE_API_KEY: '', QUIRE_DATA_DIR: '' });
  const stdin = new StandInTerminal(answers);
  return { io: { ...io, stdin }, stdin };
}

describe('readSecret', () => {
  it('asks without echo and restores the terminal', async () => {
    const { io, stdin } = terminalIo(['s3cret pass\r']);
    expect(await readSecret(io, 'Passphrase', new AbortController().signal)).toBe('s3cret pass');
    expect(stdin.raw).toEqual([true, false]);
    expect(io.err()).toBe('Passphrase: \n'); // the prompt and a new line, never what was typed
  });

  it('reads nothing from a pipe', async () => {
    const io = capturedIo({}, { input: 'piped secret\n' });
    expect(await readSecret(io, 'Passphrase', new AbortController().signal)).toBeNull();
  });
});

describe('quire notebook-sync set on a terminal', () => {
  async function run(answers: string[], dataDir: string, folder: string) {
    const { io } = terminalIo(answers);
    const code = await runCli(['--data', dataDir, 'notebook-sync', 'set', folder], io, (options) => createCore({ ...options, startLocalService: false }));
    return { code, stdout: io.out(), stderr: io.err() };
  }

  it('asks the passphrase twice, refuses two that differ, and keeps a matching one', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'quire-secret-cli-'));
    const folder = mkdtempSync(join(tmpdir(), 'quire-secret-target-'));
    const differ = await run(['kelp forests at dusk\r', 'kelp forest at dusk\r'], dataDir, folder);
    expect(differ.code).toBe(2);
    expect(differ.stderr).toMatch(/The two passphrases differ; nothing was changed/);
    const same = await run(['kelp forests at dusk\r', 'kelp forests at dusk\r'], dataDir, folder);
    expect(same.code).toBe(0);
    expect(same.stderr).toMatch(/Passphrase \(the same on every machine\): \nThe passphrase again: \n/);
    expect(same.stdout + same.stderr).not.toMatch(/kelp forests at dusk/);
    const status = await runQuire(['--data', dataDir, 'notebook-sync', 'status', '--json']);
    expect(JSON.parse(status.stdout)).toMatchObject({ configured: true, hasPassphrase: true });
  });
});
