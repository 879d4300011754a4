// focusAfterClose: where focus goes when a dialog closes (pure table).
import { describe, expect, it } from 'vitest';
import { focusAfterClose } from '../../src/renderer/src/lib/return-focus';

const body = { name: 'body' };
const el = (name: string, isConnected = true) => ({ name, isConnected, focus: () => undefined });

describe('focusAfterClose', () => {
  const tab = el('Answer tab');
  it.each<[string, ReturnType<typeof el> | null, unknown, string | null]>([
    ['Esc left focus on the body: back to what had it', tab, body, 'Answer tab'],
    ['nothing has focus: back to what had it', tab, null, 'Answer tab'],
    ['the dialog put focus somewhere (the new job): left there', tab, el('new job heading'), null],
    ['what had it is gone from the page', el('old row', false), body, null],
    ['nothing had focus before', null, body, null],
  ])('%s', (_name, before, now, expected) => {
    expect(focusAfterClose(before, now, body)?.name ?? null).toBe(expected);
  });
});
