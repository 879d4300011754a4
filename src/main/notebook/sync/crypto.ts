// End-to-end encryption of everything notebook sync writes to a target. The key comes from the
// user's passphrase through Argon2id (salt and cost in the target-level header file, with an
// encrypted check value so a wrong passphrase is recognised before anything is written); files
// are XChaCha20-Poly1305 sealed with their own path as associated data, so a file cannot be
// altered, truncated or moved to another name without failing its tag. Folder names are keyed
// hashes: they reveal neither the profile nor the machine.
import type sodiumModule from 'libsodium-wrappers-sumo';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { z } from 'zod';
import { lazySchema } from '../../../shared/lazy';
import { QuireError } from '../../../shared/errors';

export const HEADER_NAME = 'quire-notebook.json';
const CHECK_TEXT = 'quire notebook sync key check v1';

export const TargetHeaderSchema = lazySchema(() => z.object({
  format: z.literal('quire-notebook-sync'),
  version: z.literal(1),
  kdf: z.object({ alg: z.literal('argon2id13'), salt: z.string(), opslimit: z.number().int().positive(), memlimit: z.number().int().positive() }),
  check: z.string(),
}));
export type TargetHeader = z.infer<typeof TargetHeaderSchema>;

type Sodium = typeof sodiumModule;
let sodiumLoading: Promise<Sodium> | null = null;

/** libsodium, loaded on first use (its WebAssembly costs every process start otherwise) and ready. */
export function sodiumReady(): Promise<Sodium> {
  sodiumLoading ??= import('libsodium-wrappers-sumo').then(async ({ default: sodium }) => {
    await sodium.ready;
    return sodium;
  });
  return sodiumLoading;
}

const derived = new Map<string, Uint8Array>();

async function derive(passphrase: string, kdf: TargetHeader['kdf']): Promise<Uint8Array> {
  const s = await sodiumReady();
  const cacheKey = `${kdf.salt}:${kdf.opslimit}:${kdf.memlimit}:${s.to_base64(s.crypto_generichash(32, passphrase, null))}`;
  const cached = derived.get(cacheKey);
  if (cached) return cached;
  const key = s.crypto_pwhash(32, passphrase, s.from_base64(kdf.salt), kdf.opslimit, kdf.memlimit, s.crypto_pwhash_ALG_ARGON2ID13);
  derived.set(cacheKey, key);
  return key;
}

/** A new header for an empty target, and the key it describes. */
export async function createHeader(passphrase: string): Promise<{ header: TargetHeader; key: Uint8Array }> {
  if (passphrase.length < 8) throw new QuireError('BAD_INPUT', 'Choose a passphrase of at least 8 characters: it is the only thing protecting your notes on the sync target.');
  const s = await sodiumReady();
  const kdf = {
    alg: 'argon2id13' as const,
    salt: s.to_base64(s.randombytes_buf(s.crypto_pwhash_SALTBYTES)),
    opslimit: s.crypto_pwhash_OPSLIMIT_INTERACTIVE,
    memlimit: s.crypto_pwhash_MEMLIMIT_INTERACTIVE,
  };
  const key = await derive(passphrase, kdf);
  const check = s.to_base64(seal(s, key, HEADER_NAME, new TextEncoder().encode(CHECK_TEXT)));
  return { header: { format: 'quire-notebook-sync', version: 1, kdf, check }, key };
}

/** Reads a header's bytes; a file that is not ours is a clear error, not a crash. */
export function parseHeader(bytes: Uint8Array): TargetHeader {
  try {
    return TargetHeaderSchema.parse(JSON.parse(Buffer.from(bytes).toString('utf8')));
  } catch {
    throw new QuireError('CONFLICT', `The sync target has a ${HEADER_NAME} that Quire cannot read (damaged, or from a newer Quire). Nothing was written.`, false, { reason: 'bad-header' });
  }
}

/** The key for a target, or a clear "wrong passphrase" error. */
export async function unlockHeader(header: TargetHeader, passphrase: string): Promise<Uint8Array> {
  const s = await sodiumReady();
  const key = await derive(passphrase, header.kdf);
  let check: Uint8Array | null = null;
  try {
    check = open(s, key, HEADER_NAME, s.from_base64(header.check));
  } catch {
    check = null;
  }
  if (!check || new TextDecoder().decode(check) !== CHECK_TEXT) {
    throw new QuireError('UNAUTHORIZED', 'Wrong passphrase for this sync target: it was set up with another one. Nothing was read or written.', false, { reason: 'wrong-passphrase' });
  }
  return key;
}

function seal(s: Sodium, key: Uint8Array, name: string, plain: Uint8Array): Uint8Array {
  const nonce = s.randombytes_buf(s.crypto_aead_xchacha20poly1305_ietf_NPUBBYTES);
  const cipher = s.crypto_aead_xchacha20poly1305_ietf_encrypt(plain, name, null, nonce, key);
  const out = new Uint8Array(nonce.length + cipher.length);
  out.set(nonce, 0);
  out.set(cipher, nonce.length);
  return out;
}

function open(s: Sodium, key: Uint8Array, name: string, sealed: Uint8Array): Uint8Array {
  const nonceBytes = s.crypto_aead_xchacha20poly1305_ietf_NPUBBYTES;
  if (sealed.length < nonceBytes + s.crypto_aead_xchacha20poly1305_ietf_ABYTES) throw new Error('too short');
  return s.crypto_aead_xchacha20poly1305_ietf_decrypt(null, sealed.subarray(nonceBytes), name, sealed.subarray(0, nonceBytes), key);
}

/** A keyed hash as a file-name-safe folder name (the profile id or machine id never appear). */
export async function opaqueName(key: Uint8Array, purpose: 'profile' | 'device', value: string): Promise<string> {
  const s = await sodiumReady();
  return Buffer.from(s.crypto_generichash(16, `${purpose}:${value}`, key)).toString('hex');
}

// ---- file payloads -------------------------------------------------------------------------

export type FileKind = 'changes' | 'snapshot';
export interface Change {
  targetType: string;
  targetId: string;
  update: Uint8Array;
}

const KIND_BYTE: Record<FileKind, number> = { changes: 1, snapshot: 2 };

/** Encodes, compresses and seals a file's changes; `name` is the file's path under the target. */
export async function sealFile(key: Uint8Array, name: string, kind: FileKind, changes: readonly Change[]): Promise<Uint8Array> {
  const s = await sodiumReady();
  const parts: Buffer[] = [];
  for (const change of changes) {
    const type = Buffer.from(change.targetType, 'utf8');
    const id = Buffer.from(change.targetId, 'utf8');
    const head = Buffer.alloc(12);
    head.writeUInt32BE(type.length, 0);
    head.writeUInt32BE(id.length, 4);
    head.writeUInt32BE(change.update.length, 8);
    parts.push(head, type, id, Buffer.from(change.update.buffer, change.update.byteOffset, change.update.length));
  }
  const body = deflateRawSync(Buffer.concat(parts));
  const plain = Buffer.concat([Buffer.from([1, KIND_BYTE[kind]]), body]);
  return seal(s, key, name, plain);
}

/** Opens a file written by sealFile; any damage, truncation or renaming is a QuireError, never data. */
export async function openFile(key: Uint8Array, name: string, sealed: Uint8Array): Promise<{ kind: FileKind; changes: Change[] }> {
  const s = await sodiumReady();
  let plain: Uint8Array;
  try {
    plain = open(s, key, name, sealed);
  } catch {
    throw new QuireError('BAD_RESPONSE', `The sync file ${name} failed its authentication check (damaged, truncated or altered); it was not applied.`, false, { reason: 'tampered', file: name });
  }
  const kind = plain[1] === 2 ? 'snapshot' : plain[1] === 1 ? 'changes' : null;
  if (plain[0] !== 1 || !kind) throw new QuireError('BAD_RESPONSE', `The sync file ${name} is from a newer Quire; update Quire on this machine.`, false, { reason: 'newer-format', file: name });
  const body = inflateRawSync(Buffer.from(plain.subarray(2)));
  const changes: Change[] = [];
  for (let offset = 0; offset < body.length; ) {
    const typeLength = body.readUInt32BE(offset);
    const idLength = body.readUInt32BE(offset + 4);
    const updateLength = body.readUInt32BE(offset + 8);
    offset += 12;
    const targetType = body.subarray(offset, offset + typeLength).toString('utf8');
    offset += typeLength;
    const targetId = body.subarray(offset, offset + idLength).toString('utf8');
    offset += idLength;
    changes.push({ targetType, targetId, update: new Uint8Array(body.subarray(offset, offset + updateLength)) });
    offset += updateLength;
  }
  return { kind, changes };
}

/** Clears cached keys (tests of "a new machine" in one process). */
export function forgetDerivedKeys(): void {
  derived.clear();
}
