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
