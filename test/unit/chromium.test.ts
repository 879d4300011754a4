// scripts/chromium.mjs: which Chromium the tests and benchmarks use, and its install path (Debian's
// chromium through apt-get, root on Debian only). The decision as a table; the install path for real
// against a stand-in apt-get first on PATH (it logs its arguments and, on install, creates the
// executable where the package would), so the machine's own packages are never touched.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { aptCommands, chromiumCandidates, chromiumStep, findChromium, resolveChromium, type ChromiumFacts } from '../../scripts/chromium.mjs';

describe('chromiumStep', () => {
  const none = { found: null, isRoot: true, isDebian: true, installed: false };
  it.each<[string, ChromiumFacts, string]>([
    ['found: used as it is', { ...none, found: '/opt/chrome' }, 'use'],
    ['found, not root, not Debian: still used', { found: '/opt/chrome', isRoot: false, isDebian: false, installed: false }, 'use'],
    ['found after installing', { ...none, found: '/usr/bin/chromium', installed: true }, 'use'],
    ['missing, root on Debian: installed', none, 'install'],
    ['missing, root on Debian, already installed once: gives up (no second install)', { ...none, installed: true }, 'fail'],
    ['missing, not root', { ...none, isRoot: false }, 'fail'],
    ['missing, not Debian', { ...none, isDebian: false }, 'fail'],
    ['missing, neither', { ...none, isRoot: false, isDebian: false }, 'fail'],
  ])('%s', (_name, facts, action) => {
    expect(chromiumStep(facts).action).toBe(action);
  });

  it('says why it gave up, and how to install by hand', () => {
    const notRoot = chromiumStep({ found: null, isRoot: false, isDebian: true, installed: false });
    expect(notRoot).toMatchObject({ action: 'fail', why: expect.stringContaining('this process is not root') });
    expect(notRoot.action === 'fail' && notRoot.why).toContain('sudo apt-get install -y chromium');
    const notDebian = chromiumStep({ found: null, isRoot: true, isDebian: false, installed: false });
    expect(notDebian.action === 'fail' && notDebian.why).toContain('this is not Debian');
    const vanished = chromiumStep({ found: null, isRoot: true, isDebian: true, installed: true });
    expect(vanished.action === 'fail' && vanished.why).toContain('no Chromium executable was found afterwards');
  });

  it('the install runs the package lists first, then chromium without questions', () => {
    const commands = aptCommands({ PATH: '/bin' });
    expect(commands.map((command) => [command.file, ...command.args])).toEqual([
      ['apt-get', 'update', '-qq'],
      ['apt-get', 'install', '-y', '-qq', 'chromium'],
    ]);
    expect(commands.map((command) => command.env)).toEqual([{ PATH: '/bin' }, { PATH: '/bin', DEBIAN_FRONTEND: 'noninteractive' }]);
  });

  it('looks at $CHROMIUM_PATH first, then the Debian paths', () => {
    const list = chromiumCandidates({ CHROMIUM_PATH: '/x/chrome' }, '/nonexistent-home');
    expect(list).toEqual(['/x/chrome', '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']);
    expect(chromiumCandidates({}, '/nonexistent-home')[0]).toBe('/usr/bin/chromium');
  });
});

describe('resolveChromium with a stand-in apt-get', () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** A folder with an executable `apt-get` that logs each call and, on install, creates `target` (unless told to fail). */
  function fakeApt(mode: 'installs' | 'installs nothing' | 'fails'): { env: Record<string, string | undefined>; target: string; log: string } {
    dir = mkdtempSync(join(tmpdir(), 'quire-chromium-test-'));
    const bin = join(dir, 'bin');
    mkdirSync(bin);
    const target = join(dir, 'usr-bin', 'chromium');
    const log = join(dir, 'apt.log');
    const onInstall = mode === 'installs' ? `mkdir -p "${join(dir, 'usr-bin')}" && printf '#!/bin/sh\\n' > "${target}" && chmod +x "${target}"` : mode === 'fails' ? 'echo "E: Unable to locate package chromium" >&2; exit 100' : 'true';
    writeFileSync(join(bin, 'apt-get'), `#!/bin/sh\necho "$* DEBIAN_FRONTEND=$DEBIAN_FRONTEND" >> "${log}"\nif [ "$1" = install ]; then ${onInstall}; fi\n`);
    chmodSync(join(bin, 'apt-get'), 0o755);
    // only PATH: the stand-in first (the machine's own environment may already say DEBIAN_FRONTEND)
    return { env: { PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` }, target, log };
  }

  it('installs when missing (root on Debian), then uses what the package put in place', () => {
    const apt = fakeApt('installs');
    const lines: string[] = [];
    expect(existsSync(apt.target)).toBe(false);
    const result = resolveChromium({ candidates: [apt.target], isRoot: true, isDebian: true, env: apt.env, log: (line) => lines.push(line) });
    expect(result).toEqual({ path: apt.target });
    expect(readFileSync(apt.log, 'utf8').trim().split('\n')).toEqual(['update -qq DEBIAN_FRONTEND=', 'install -y -qq chromium DEBIAN_FRONTEND=noninteractive']);
    expect(lines.join('\n')).toContain('installing Debian');
  });

  it('does not run apt-get when Chromium is there, or when not root', () => {
    const apt = fakeApt('installs');
    writeFileSync(join(dir, 'present'), '');
    expect(resolveChromium({ candidates: [join(dir, 'present')], isRoot: true, isDebian: true, env: apt.env, log: () => undefined })).toEqual({ path: join(dir, 'present') });
    const notRoot = resolveChromium({ candidates: [apt.target], isRoot: false, isDebian: true, env: apt.env, log: () => undefined });
    expect(notRoot.error).toContain('not root');
    expect(existsSync(apt.log)).toBe(false);
  });

  it('reports a failing apt-get instead of throwing', () => {
    const apt = fakeApt('fails');
    const result = resolveChromium({ candidates: [apt.target], isRoot: true, isDebian: true, env: apt.env, log: () => undefined });
    expect(result.error).toContain("apt-get could not install chromium (`apt-get install -y -qq chromium` exited with 100)");
    expect(readFileSync(apt.log, 'utf8').trim().split('\n')).toHaveLength(2);
  });

  it('gives up after one install that put no Chromium where it looks', () => {
    const apt = fakeApt('installs nothing');
    const result = resolveChromium({ candidates: [apt.target], isRoot: true, isDebian: true, env: apt.env, log: () => undefined });
    expect(result.error).toContain('no Chromium executable was found afterwards');
    expect(readFileSync(apt.log, 'utf8').trim().split('\n')).toHaveLength(2);
  });

  it('findChromium takes the first candidate that exists', () => {
    const apt = fakeApt('installs');
    writeFileSync(join(dir, 'b'), '');
    writeFileSync(join(dir, 'c'), '');
    expect(findChromium([apt.target, join(dir, 'b'), join(dir, 'c')])).toBe(join(dir, 'b'));
    expect(findChromium([apt.target])).toBeNull();
  });
});
