// (In test/cli: the CLI's start-up is what this saves; the Vitest projects list no test/shared.)
// The contract's schemas are built on first use (src/shared/lazy.ts): nothing at import, each
// operation's on its first read, and a built schema behaves as the schema itself would.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchema, lazyTable } from '../../src/shared/lazy';
import { events, isEventName, isOperationName, operations } from '../../src/shared/contract';
import { dispatch } from '../../src/shared/dispatch';
import type { Handlers } from '../../src/shared/contract';
import { JobDetailSchema, JobOptionsSchema, ServiceUrlSchema } from '../../src/shared/domain';

describe('lazyTable', () => {
  it('builds a property on its first read only, then keeps the same value', () => {
    const built: string[] = [];
    const table = lazyTable({
      a: () => (built.push('a'), { n: 1 }),
      b: () => (built.push('b'), { n: 2 }),
    });
    expect(built).toEqual([]);
    expect(Object.keys(table)).toEqual(['a', 'b']);
    expect('a' in table && Object.prototype.hasOwnProperty.call(table, 'b')).toBe(true);
    expect(built).toEqual([]);
    const first = table.a;
    expect(table.a).toBe(first);
    expect(built).toEqual(['a']);
    expect(table.b.n).toBe(2);
    expect(built).toEqual(['a', 'b']);
  });

  it('a builder that throws throws at that read, and the next read tries again', () => {
    let calls = 0;
    const table = lazyTable({
      bad: () => {
        calls += 1;
        throw new Error('broken builder');
      },
    });
    expect(() => table.bad).toThrow('broken builder');
    expect(() => table.bad).toThrow('broken builder');
    expect(calls).toBe(2);
  });
});

describe('lazySchema', () => {
  it('builds nothing until used, then once', () => {
    let calls = 0;
    const schema = lazySchema(() => {
      calls += 1;
      return z.object({ name: z.string().min(1) });
    });
    expect(calls).toBe(0);
    expect(schema.parse({ name: 'x', extra: 1 })).toEqual({ name: 'x' });
    expect(schema.safeParse({ name: '' }).success).toBe(false);
    expect(calls).toBe(1);
  });

  // Each row: what is done with a lazy schema, and the answers the eager schema gives.
  const eager = z.object({ id: z.string(), n: z.number().int().min(0).default(0) });
  const lazy = lazySchema(() => z.object({ id: z.string(), n: z.number().int().min(0).default(0) }));
  const cases: Array<[string, (s: typeof eager) => unknown]> = [
    ['parse with a default', (s) => s.parse({ id: 'a' })],
    ['refused input: path and message', (s) => s.safeParse({ id: 'a', n: -1 }).error?.issues.map((i) => [i.path, i.code])],
    ['.optional()', (s) => s.optional().parse(undefined)],
    ['.nullable()', (s) => s.nullable().parse(null)],
    ['.partial()', (s) => s.partial().parse({})],
    ['.extend()', (s) => s.extend({ more: z.boolean() }).parse({ id: 'a', more: true })],
    ['.strict() refuses unknown keys', (s) => s.strict().safeParse({ id: 'a', x: 1 }).success],
    ['nested in an object', (s) => z.object({ inner: s }).safeParse({ inner: { id: 1 } }).error?.issues[0]?.path],
    ['nested in an array', (s) => z.array(s).parse([{ id: 'a' }, { id: 'b', n: 2 }])],
    ['instanceof ZodObject', (s) => s instanceof z.ZodObject],
    ['shape keys', (s) => Object.keys(s.shape)],
  ];
  it.each(cases)('%s: the same answer as the schema itself', (_name, act) => {
    expect(act(lazy)).toEqual(act(eager));
  });

  it('domain schemas: parse, refine and extend as before', () => {
    expect(JobOptionsSchema.parse({}).reasoningLoops).toBe(3);
    expect(JobOptionsSchema.partial().parse({ reasoningLoops: 5 }).reasoningLoops).toBe(5);
    expect(JobOptionsSchema.safeParse({ reasoningLoops: 11 }).error?.issues[0]?.path).toEqual(['reasoningLoops']);
    expect(ServiceUrlSchema.safeParse('http://example.com').success).toBe(false);
    expect(ServiceUrlSchema.safeParse('https://example.com').success).toBe(true);
    expect(Object.keys(JobDetailSchema.shape)).toContain('statusHistory');
  });
});

describe('the contract, built on first use', () => {
  it('importing it built no operation or event schema', () => {
    // This file reads none before this test; the getters are still in place.
    expect(typeof Object.getOwnPropertyDescriptor(operations, 'notebookSync.test')?.get).toBe('function');
    expect(typeof Object.getOwnPropertyDescriptor(events, 'job.finished')?.get).toBe('function');
    expect(isOperationName('notebookSync.test') && isEventName('job.finished')).toBe(true);
    expect(isOperationName('toString') || isOperationName('__proto__') || isEventName('constructor')).toBe(false);
    expect(typeof Object.getOwnPropertyDescriptor(operations, 'notebookSync.test')?.get).toBe('function');
  });

  it('every operation and event builds, and its schemas check values', () => {
    for (const name of Object.keys(operations) as Array<keyof typeof operations>) {
      const op = operations[name];
      expect(op.input.safeParse(12).success, name).toBe(false);
      expect(op.output.safeParse(12).success, name).toBe(false);
      expect(Object.getOwnPropertyDescriptor(operations, name)?.value, name).toBe(op);
    }
    for (const name of Object.keys(events) as Array<keyof typeof events>) expect(events[name].safeParse(12).success, name).toBe(false);
  });

  it('dispatch checks input and output through the built schemas', async () => {
    const handlers = {
      'jobs.list': async () => ({ items: [], total: 0, extra: 'stripped' }),
      'jobs.get': async () => ({ id: 'only an id' }),
    } as unknown as Handlers;
    expect(await dispatch(handlers, 'jobs.list', { limit: 0 })).toMatchObject({ ok: false, error: { code: 'BAD_INPUT' } });
    expect(await dispatch(handlers, 'jobs.list', {})).toEqual({ ok: true, value: { items: [], total: 0 } });
    const broken = await dispatch(handlers, 'jobs.get', { id: 'x' });
    expect(broken).toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
  });
});
