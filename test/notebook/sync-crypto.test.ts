// Notebook sync encryption: a real Argon2id key and real XChaCha20-Poly1305 files (libsodium).
// Every way a file can go wrong (tampered, truncated, renamed, wrong key, not ours) must be a
// QuireError with a reason, never data.
import { describe, expect, it } from 'vitest';
import { createHeader, forgetDerivedKeys, HEADER_NAME, opaqueName, openFile, parseHeader, sealFile, unlockHeader, type Change } from '../../src/main/notebook/sync/crypto';
import { QuireError } from '../../src/shared/errors';

const changes: Change[] = [
  { targetType: 'job', targetId: 'job-1', update: new Uint8Array([1, 2, 3, 4]) },
  { targetType: 'source', targetId: 'job-1/r-é', update: new Uint8Array(300).fill(7) },
];

async function reasonOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(QuireError);
    return String((error as QuireError).details?.reason ?? (error as QuireError).code);
  }
  return 'no error';
}

describe('notebook sync crypto', () => {
  it('round-trips a file and the header unlocks with the same passphrase only', async () => {
    const { header, key } = await createHeader('correct horse battery');
    const bytes = Buffer.from(JSON.stringify(header));
    const parsed = parseHeader(bytes);
    forgetDerivedKeys();
    const again = await unlockHeader(parsed, 'correct horse battery');
    expect(Buffer.from(again).equals(Buffer.from(key))).toBe(true);
    const sealed = await sealFile(key, 'p/d/1', 'changes', changes);
    const opened = await openFile(again, 'p/d/1', sealed);
    expect(opened.kind).toBe('changes');
    expect(opened.changes.map((c) => [c.targetType, c.targetId, [...c.update]])).toEqual(changes.map((c) => [c.targetType, c.targetId, [...c.update]]));
    // The header holds no key and no plaintext check text.
    expect(bytes.toString()).not.toContain('quire notebook sync key check');
    expect(await reasonOf(unlockHeader(parsed, 'correct horse batterY'))).toBe('wrong-passphrase');
  });

  it('refuses a short passphrase and a header that is not ours', async () => {
    expect(await reasonOf(createHeader('short'))).toBe('BAD_INPUT');
    for (const bad of ['', '{}', 'not json', JSON.stringify({ format: 'quire-notebook-sync', version: 2 })]) {
      expect(() => parseHeader(Buffer.from(bad))).toThrow(/cannot read/);
    }
    expect(HEADER_NAME).toBe('quire-notebook.json');
  });

  it('rejects every damaged file by its tag (table)', async () => {
    const { key } = await createHeader('correct horse battery');
    const { key: otherKey } = await createHeader('correct horse battery');
    expect(Buffer.from(otherKey).equals(Buffer.from(key))).toBe(false); // per-target salt
    const sealed = await sealFile(key, 'p/d/7', 'snapshot', changes);
    const flip = (index: number) => {
      const copy = new Uint8Array(sealed);
      copy[index] = (copy[index] ?? 0) ^ 1;
      return copy;
    };
    const cases: Array<{ name: string; key: Uint8Array; path: string; bytes: Uint8Array }> = [
      { name: 'one bit flipped in the nonce', key, path: 'p/d/7', bytes: flip(0) },
      { name: 'one bit flipped in the body', key, path: 'p/d/7', bytes: flip(40) },
      { name: 'one bit flipped in the tag', key, path: 'p/d/7', bytes: flip(sealed.length - 1) },
      { name: 'truncated by one byte', key, path: 'p/d/7', bytes: sealed.subarray(0, sealed.length - 1) },
      { name: 'truncated to half', key, path: 'p/d/7', bytes: sealed.subarray(0, Math.floor(sealed.length / 2)) },
      { name: 'truncated to nothing', key, path: 'p/d/7', bytes: new Uint8Array(0) },
      { name: 'shorter than a nonce', key, path: 'p/d/7', bytes: sealed.subarray(0, 10) },
      { name: 'renamed to another sequence', key, path: 'p/d/8', bytes: sealed },
      { name: 'moved to another machine', key, path: 'p/e/7', bytes: sealed },
      { name: 'the key of another target', key: otherKey, path: 'p/d/7', bytes: sealed },
      { name: 'random bytes', key, path: 'p/d/7', bytes: new Uint8Array(200).map((_, i) => (i * 31) & 255) },
    ];
    for (const c of cases) {
      expect(await reasonOf(openFile(c.key, c.path, c.bytes)), c.name).toBe('tampered');
    }
    // The untouched file still opens (the table did not pass because everything fails).
    expect((await openFile(key, 'p/d/7', sealed)).kind).toBe('snapshot');
  });

  it('names reveal no content: folders are keyed hashes, file bodies do not contain the text', async () => {
    const { key } = await createHeader('correct horse battery');
    const { key: otherKey } = await createHeader('correct horse battery');
    const name = await opaqueName(key, 'profile', 'my-secret-profile');
    expect(name).toMatch(/^[0-9a-f]{32}$/);
    expect(name).not.toContain('secret');
    expect(await opaqueName(key, 'profile', 'my-secret-profile')).toBe(name);
    expect(await opaqueName(key, 'device', 'my-secret-profile')).not.toBe(name);
    expect(await opaqueName(otherKey, 'profile', 'my-secret-profile')).not.toBe(name);
    const text = new TextEncoder().encode('sea otters eat urchins '.repeat(20));
    const sealed = await sealFile(key, 'x', 'changes', [{ targetType: 'job', targetId: 'otter-job', update: text }]);
    const body = Buffer.from(sealed).toString('latin1');
    expect(body).not.toContain('otter');
    expect(body).not.toContain('urchin');
  });
});
