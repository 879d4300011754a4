// Finished-research decisions (#13), pure table tests: what is newly finished, the notification's
// words by profile, when to notify, when a job is marked unread, the title count, the permission offer.
import { describe, expect, it } from 'vitest';
import { isOtherProfile, marksUnread, newlyFinished, notificationText, offerPermission, shouldNotify, titleWithCount } from '../../src/renderer/src/features/notify/finished';
import { permissionSentence } from '../../src/renderer/src/features/notify/NotificationsSection';

describe('newlyFinished', () => {
  it('takes completed and failed jobs not known before, in list order', () => {
    const jobs = [
      { id: 'a', status: 'completed' },
      { id: 'b', status: 'running' },
      { id: 'c', status: 'failed' },
      { id: 'd', status: 'completed' },
      { id: 'e', status: 'queued' },
    ];
    expect(newlyFinished(new Set(['d']), jobs)).toEqual(['a', 'c']);
    expect(newlyFinished(new Set(['a', 'c', 'd']), jobs)).toEqual([]);
  });
});

describe('notificationText', () => {
  it.each([
    [{ query: 'How do otters eat?', status: 'completed' }, 'Work', { title: 'Research finished · Work', body: 'How do otters eat?' }],
    [{ query: 'Why\n  kelp?', status: 'failed' }, 'Local library', { title: 'Research failed · Local library', body: 'Why kelp?' }],
    [{ query: 'q', status: 'completed' }, null, { title: 'Research finished', body: 'q' }],
  ])('%j in %s', (job, profile, text) => {
    expect(notificationText(job, profile)).toEqual(text);
  });
  it('cuts a long question at 180 characters with an ellipsis', () => {
    const body = notificationText({ query: 'x'.repeat(500), status: 'completed' }, 'P').body;
    expect(body).toHaveLength(180);
    expect(body.endsWith('…')).toBe(true);
  });
});

describe('shouldNotify', () => {
  it.each([
    [{ enabled: true, focused: false, transport: 'browser', permission: 'granted' }, true],
    [{ enabled: true, focused: true, transport: 'browser', permission: 'granted' }, false],
    [{ enabled: false, focused: false, transport: 'browser', permission: 'granted' }, false],
    [{ enabled: true, focused: false, transport: 'browser', permission: 'default' }, false],
    [{ enabled: true, focused: false, transport: 'browser', permission: 'denied' }, false],
    [{ enabled: true, focused: false, transport: 'browser', permission: 'unsupported' }, false],
    [{ enabled: true, focused: false, transport: 'electron', permission: 'denied' }, true],
    [{ enabled: false, focused: false, transport: 'electron', permission: 'unsupported' }, false],
  ] as const)('%j -> %s', (context, expected) => {
    expect(shouldNotify(context)).toBe(expected);
  });
});

describe('marksUnread / titleWithCount / offerPermission', () => {
  it.each([
    ['a', 'a', true, false],
    ['a', 'a', false, true],
    ['a', 'b', true, true],
    ['a', null, true, true],
  ] as const)('job %s, open %s, focused %s -> unread %s', (job, open, focused, expected) => {
    expect(marksUnread(job, open, focused)).toBe(expected);
  });
  it.each([
    ['Quire', 2, '(2) Quire'],
    ['(2) Quire', 3, '(3) Quire'],
    ['(3) Quire', 0, 'Quire'],
    ['Quire', 0, 'Quire'],
  ] as const)('%s with %i unread -> %s', (title, count, expected) => {
    expect(titleWithCount(title, count)).toBe(expected);
  });
  it.each([
    [{ enabled: true, transport: 'browser', permission: 'default' }, false, true],
    [{ enabled: true, transport: 'browser', permission: 'default' }, true, false],
    [{ enabled: false, transport: 'browser', permission: 'default' }, false, false],
    [{ enabled: true, transport: 'browser', permission: 'granted' }, false, false],
    [{ enabled: true, transport: 'electron', permission: 'default' }, false, false],
  ] as const)('offer %j dismissed %s -> %s', (context, dismissed, expected) => {
    expect(offerPermission(context, dismissed)).toBe(expected);
  });
  it('says how to undo a browser block', () => {
    expect(permissionSentence('browser', 'denied')).toMatch(/allow them in the site settings/);
    expect(permissionSentence('electron', 'unsupported')).toMatch(/system/);
  });
});

describe('isOtherProfile', () => {
  it.each([
    { event: 'p-b', active: 'local', other: true },
    { event: 'local', active: 'local', other: false },
    { event: 'p-b', active: null, other: false },
  ])('$event with $active in the window -> $other', ({ event, active, other }) => {
    expect(isOtherProfile({ profileId: event }, active)).toBe(other);
  });
});
