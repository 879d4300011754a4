// Small pure pieces with logic: unknown statuses shown honestly, search-match highlighting without
// HTML, excluded-domain parsing in the composer.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MATCH_END, MATCH_START } from '../../src/shared/domain';
import { Highlighted, splitMatches } from '../../src/renderer/src/components/Highlighted';
import { parseDomains } from '../../src/renderer/src/features/workspace/Composer';
import { noMatchText } from '../../src/renderer/src/features/workspace/SearchResults';
import { formatBytes, isLocalOnlyStatus, loopsText, loopsUsedText, plural, shownStatus, statusLabel, statusTone } from '../../src/renderer/src/lib/format';

describe('status labels', () => {
  it('names known statuses in one spelling and keeps unknown ones visible', () => {
    expect(statusLabel('analyzing')).toBe('analysing');
    expect(statusLabel('summarizing')).toBe('summarising');
    expect(statusLabel('completed')).toBe('completed');
    expect(statusLabel('deep_reading')).toBe('in progress: deep_reading');
    expect(statusTone('deep_reading')).toBe('running');
    expect(statusTone('failed')).toBe('failed');
  });

  it('counts loops and sizes in words people read', () => {
    expect(loopsText(1)).toBe('1 loop');
    expect(loopsText(3)).toBe('3 loops');
    expect(loopsText(null)).toBe('');
    expect(formatBytes(1536)).toBe('1.5 KB');
    // the CLI's convention (src/shared/format.ts): 526,029 bytes was 513.7 KB here and 514 kB in the CLI
    expect(formatBytes(526_029)).toBe('514 KB');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(null)).toBe('unknown');
  });
});

describe('search snippets', () => {
  it('splits snippets at the match markers', () => {
    expect(splitMatches(`sea ${MATCH_START}otters${MATCH_END} and ${MATCH_START}kelp${MATCH_END}`)).toEqual([
      { text: 'sea ', match: false },
      { text: 'otters', match: true },
      { text: ' and ', match: false },
      { text: 'kelp', match: true },
    ]);
    // A snippet cut inside a match still highlights what it has.
    expect(splitMatches(`…${MATCH_START}ott`)).toEqual([
      { text: '…', match: false },
      { text: 'ott', match: true },
    ]);
  });

  it('renders matches as <mark> and markup in the snippet as text', () => {
    const { container } = render(<Highlighted snippet={`<b>bold</b> ${MATCH_START}kelp${MATCH_END}`} />);
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('mark')?.textContent).toBe('kelp');
    expect(container.textContent).toBe('<b>bold</b> kelp');
  });
});

describe('excluded domains', () => {
  it('accepts commas, spaces and pasted URLs, lower-cased and without duplicates', () => {
    expect(parseDomains('Example.com, https://www.reddit.com/r/x  twitter.com,example.com')).toEqual(['example.com', 'www.reddit.com', 'twitter.com']);
    expect(parseDomains('  ')).toEqual([]);
  });
});

describe('counts in words', () => {
  it('pluralizes properly', () => {
    expect(plural(1, 'file')).toBe('1 file');
    expect(plural(0, 'file')).toBe('0 files');
    expect(plural(3, 'file')).toBe('3 files');
    expect(plural(2, 'research', 'researches')).toBe('2 researches');
    expect(loopsUsedText(3, 200)).toBe('3 of 200 reasoning loops used');
    expect(loopsUsedText(0, 1, 'loop')).toBe('0 of 1 loop used');
  });
});

describe('shownStatus', () => {
  it.each([
    [{ status: 'queued', syncState: 'failed', serverId: null }, 'not sent'],
    // saved here and not sent yet: the service's word "queued" would say it holds the job
    [{ status: 'queued', syncState: 'pending', serverId: null }, 'waiting to be sent'],
    // sent once (it has a server id) and an edit is pending: the service's own status
    [{ status: 'searching', syncState: 'pending', serverId: 's1' }, 'searching'],
    [{ status: 'queued', syncState: 'synced', serverId: 's1' }, 'queued'],
    [{ status: 'failed', syncState: 'synced', serverId: 's1' }, 'failed'],
    [{ status: 'completed', syncState: 'failed', serverId: 's1' }, 'completed'],
  ])('%o → %s', (job, shown) => expect(shownStatus(job)).toBe(shown));

  it('labels and tones "not sent" as a problem, not as a running state', () => {
    expect(statusLabel('not sent')).toBe('not sent');
    expect(statusTone('not sent')).toBe('failed');
  });

  it('labels "waiting to be sent" as it is, in progress, with no service history (isLocalOnlyStatus)', () => {
    expect(statusLabel('waiting to be sent')).toBe('waiting to be sent');
    expect(statusTone('waiting to be sent')).toBe('running');
    expect(isLocalOnlyStatus('waiting to be sent')).toBe(true);
    expect(isLocalOnlyStatus('not sent')).toBe(true);
    expect(isLocalOnlyStatus('queued')).toBe(false);
  });
});

describe('an empty search says what was searched (noMatchText)', () => {
  it.each<[string | null, number, string]>([
    ['Local library', 0, 'Nothing in the “Local library” notebook matches “two queens”.'],
    ['Work account', 1, 'Nothing in the “Work account” notebook matches “two queens”. Your other profile is not searched: switch profile to search it.'],
    ['Work account', 2, 'Nothing in the “Work account” notebook matches “two queens”. Your 2 other profiles are not searched: switch profile to search them.'],
    [null, 0, 'Nothing in this notebook matches “two queens”.'],
  ])('%s with %i other profiles', (name, others, text) => {
    expect(noMatchText('two queens', name, others)).toBe(text);
    // never "on this machine": other profiles' notebooks are on this machine too
    expect(noMatchText('two queens', name, others)).not.toMatch(/on this machine/);
  });
});
