// @vitest-environment node
// Packaging settings that are security decisions, read from the files electron-builder uses
// (no Electron binary or macOS signing is available here, so the files are what can be checked).
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

const plist = fs.readFileSync('build/entitlements.mac.plist', 'utf8');
const entitlements = [...plist.matchAll(/<key>([^<]+)<\/key>\s*<(true|false)\/>/g)].map((m) => [m[1], m[2]]);

describe('macOS entitlements', () => {
  it('ask only for the JIT: no unsigned executable memory or other hardened-runtime exceptions', () => {
    expect(entitlements).toEqual([['com.apple.security.cs.allow-jit', 'true']]);
    expect(plist).not.toContain('allow-unsigned-executable-memory');
    expect(plist).not.toContain('disable-library-validation');
    expect(plist).not.toContain('allow-dyld-environment-variables');
  });
});

/** The `key: value` lines of one top-level block of the electron-builder YAML (flat blocks only). */
function yamlBlock(text: string, name: string): Record<string, string> {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line === `${name}:`);
  if (start < 0) return {};
  const block: Record<string, string> = {};
  for (const line of lines.slice(start + 1)) {
    if (!/^\s/.test(line)) break; // the next top-level key ends the block
    const match = /^\s+([A-Za-z]+):\s*(\S+)\s*(#.*)?$/.exec(line);
    if (match) block[match[1]!] = match[2]!;
  }
  return block;
}

describe('Electron fuses in build/electron-builder.yml', () => {
  const config = fs.readFileSync('build/electron-builder.yml', 'utf8');

  it('turn off RunAsNode, NODE_OPTIONS and inspect arguments; turn on cookie encryption and ASAR integrity; no file: privileges', () => {
    expect(yamlBlock(config, 'electronFuses')).toEqual({
      runAsNode: 'false',
      enableNodeOptionsEnvironmentVariable: 'false',
      enableNodeCliInspectArguments: 'false',
      enableCookieEncryption: 'true',
      enableEmbeddedAsarIntegrityValidation: 'true',
      onlyLoadAppFromAsar: 'true',
      grantFileProtocolExtraPrivileges: 'false',
    });
  });

  it('keep the app in an ASAR archive (the integrity fuses check it)', () => {
    expect(config).not.toMatch(/^asar:\s*false/m);
  });

  it('the reader sees a changed fuse (so the test above can fail)', () => {
    expect(yamlBlock(config.replace('runAsNode: false', 'runAsNode: true'), 'electronFuses').runAsNode).toBe('true');
    expect(yamlBlock('mac:\n  x: 1\n', 'electronFuses')).toEqual({});
  });
});
