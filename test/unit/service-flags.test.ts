// @vitest-environment node
// Keys are never sent over plain http off this machine: the CLI's --base-url and browser mode's
// --service-url follow a profile's address rule; a key given on the command line is warned about.
import { describe, expect, it } from 'vitest';
import { parseGlobalOptions } from '../../src/cli/args';
import { checkServiceFlags } from '../../src/main/web/service-flags';

const REFUSED = ['http://example.org', 'http://192.168.1.10:4000', 'http://127.0.0.1.evil.example', 'http://localhost.evil.example:80', 'HTTP://EXAMPLE.ORG/'];
const ACCEPTED = ['https://api.example.org', 'http://127.0.0.1:4000', 'http://localhost:4000', 'http://[::1]:4000'];

describe('quire --base-url', () => {
  it.each(REFUSED)('refuses %s (plain http off this machine)', (url) => {
    expect(() => parseGlobalOptions({ baseUrl: url, apiKey: 'k' }, {})).toThrow(/must use https:\/\/.*never sent in the clear/);
  });
  it.each(ACCEPTED)('accepts %s', (url) => {
    expect(parseGlobalOptions({ baseUrl: url, apiKey: 'k' }, {}).baseUrl).toBeDefined();
  });
  it('still says what a malformed address is', () => {
    expect(() => parseGlobalOptions({ baseUrl: 'ftp://example.org', apiKey: 'k' }, {})).toThrow(/must be an http\(s\) address/);
  });
});

describe('npm run serve -- --service-url / --service-key', () => {
  it.each(REFUSED)('refuses %s', (url) => {
    expect(() => checkServiceFlags(url, undefined, 'k')).toThrow(/--service-url: use an https:\/\/ address/);
  });
  it.each(ACCEPTED)('accepts %s with a key from the environment, without a warning', (url) => {
    expect(checkServiceFlags(url, undefined, 'env-key')).toEqual({ serviceKey: 'env-key', warning: null });
  });
  it('a key on the command line works but is warned about; the flag wins over the environment', () => {
    expect(checkServiceFlags('https://api.example.org', 'flag-key', 'env-key')).toEqual({ serviceKey: 'flag-key', warning: expect.stringMatching(/process list; set QUIRE_API_KEY/) });
  });
  it('an address without any key is refused; no address needs no key', () => {
    expect(() => checkServiceFlags('https://api.example.org', undefined, undefined)).toThrow(/needs --service-key/);
    expect(checkServiceFlags(undefined, undefined, undefined)).toEqual({ serviceKey: undefined, warning: null });
  });
});
