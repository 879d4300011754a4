import { describe, expect, it } from 'vitest';
import { operations, events, isOperationName, type Handlers } from '../../src/shared/contract';
import { dispatch } from '../../src/shared/dispatch';
import { JobOptionsSchema } from '../../src/shared/domain';

// A handler map where only app.info does something; the rest must never be reached by these tests.
function handlersForTest(): Handlers {
  const unreachable = async (): Promise<never> => {
    throw new Error('not reached');
  };
  const map = Object.fromEntries(Object.keys(operations).map((name) => [name, unreachable])) as unknown as Handlers;
  map['app.info'] = async () => ({ version: '0.0.0', transport: 'browser', dataDir: '/tmp/x', embedded: true });
  return map;
}

describe('contract', () => {
  it('names every operation with an input and an output schema', () => {
    for (const [name, op] of Object.entries(operations)) {
      expect(isOperationName(name)).toBe(true);
      expect(typeof op.input.safeParse).toBe('function');
      expect(typeof op.output.safeParse).toBe('function');
    }
    expect(isOperationName('toString')).toBe(false);
    expect(Object.keys(events)).toContain('db.changed');
  });

  it('rejects an unknown operation with the error shape', async () => {
    const result = await dispatch(handlersForTest(), 'jobs.delete_everything', {});
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ code: 'UNKNOWN_OPERATION', retryable: false }) });
  });

  it('rejects malformed input with the error shape naming the field', async () => {
    const result = await dispatch(handlersForTest(), 'jobs.create', { query: 42 });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('BAD_INPUT');
      expect(result.error.message).toContain('query');
    }
  });

  it('hides unexpected errors behind a readable INTERNAL error', async () => {
    const handlers = handlersForTest();
    handlers['sync.now'] = async () => {
      throw new TypeError('cannot read properties of undefined (secret internals)');
    };
    const result = await dispatch(handlers, 'sync.now', {});
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('INTERNAL');
      expect(result.error.message).not.toContain('secret internals');
    }
  });

  it('accepts a service address only over https, or plain http on this machine', () => {
    const add = operations['profiles.add'].input;
    const base = { name: 'Work', apiKey: 'csk-1' };
    expect(add.safeParse({ ...base, baseUrl: 'https://api.caesar.xyz' }).success).toBe(true);
    expect(add.safeParse({ ...base, baseUrl: 'http://127.0.0.1:8787' }).success).toBe(true);
    expect(add.safeParse({ ...base, baseUrl: 'http://api.caesar.xyz' }).success).toBe(false);
    expect(add.safeParse({ ...base, baseUrl: 'ftp://api.caesar.xyz' }).success).toBe(false);
  });

  it('checks outputs: unknown keys never cross the boundary, and a malformed answer becomes an error', async () => {
    const handlers = handlersForTest();
    handlers['sync.now'] = async () => ({ ok: true, apiKey: 'csk-secret' }) as { ok: true };
    expect(await dispatch(handlers, 'sync.now', {})).toEqual({ ok: true, value: { ok: true } });
    handlers['usage.get'] = async () => ({ loopsUsed: 'many' }) as unknown as Awaited<ReturnType<Handlers['usage.get']>>;
    const broken = await dispatch(handlers, 'usage.get', {});
    expect(broken).toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
  });

  it('fills job option defaults', () => {
    const options = JobOptionsSchema.parse({});
    expect(options.reasoningLoops).toBe(3);
    expect(options.allowEarlyExit).toBe(false);
    expect(JobOptionsSchema.safeParse({ reasoningLoops: 11 }).success).toBe(false);
  });
});
