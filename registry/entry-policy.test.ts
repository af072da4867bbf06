/** @jest-environment node */
import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { entryRefusal, isIntegrity, parseCdnOrigins, type EntryPolicy } from './entry-policy';
import type { RegistryRelease } from './registry';

const sri = (algorithm: 'sha256' | 'sha384' | 'sha512', text: string) => `${algorithm}-${createHash(algorithm).update(text).digest('base64')}`;
const INTEGRITY = sri('sha384', 'remoteEntry');

const SHOP = 'https://shop.example';
const POLICY: EntryPolicy = { registryUrl: `${SHOP}/widgets/registry.json`, cdnOrigins: ['https://cdn.example'] };
const DEV_POLICY: EntryPolicy = { ...POLICY, registryUrl: `${SHOP}/widgets/registry.dev.json` };

const release = (overrides: Partial<RegistryRelease> = {}): RegistryRelease => ({
  version: '1.1.0',
  entry: `${SHOP}/widgets/header/1.1.0/remoteEntry.js`,
  integrity: INTEGRITY,
  ...overrides,
});

describe('isIntegrity', () => {
  it.each([INTEGRITY, sri('sha512', 'x'), `${INTEGRITY} ${sri('sha512', 'x')}`])('takes %s', (value) => {
    expect(isIntegrity(value)).toBe(true);
  });

  // The browser skips the check for any value it cannot read, so each of these would load unchecked.
  it.each([
    ['', 'empty'],
    ['oops', 'no hash'],
    [sri('sha256', 'x'), 'sha256, weaker than the registry writes'],
    ['sha384-', 'no digest'],
    [INTEGRITY.slice(0, -4), 'a shortened digest'],
    [`${INTEGRITY} oops`, 'a valid hash beside an unreadable one'],
    ['md5-1B2M2Y8AsgTpgAmY7PhCfg==', 'another algorithm'],
    [42, 'not a string'],
  ])('refuses %p (%s)', (value, _what) => {
    expect(isIntegrity(value)).toBe(false);
  });
});

describe('entryRefusal', () => {
  it.each([
    ['an entry on the registry origin with integrity', release()],
    ['an entry on a data-cdn origin with integrity', release({ entry: 'https://cdn.example/header/1.1.0/remoteEntry.js' })],
    ['a rollout version with integrity', release({ version: '1.2.0-canary' })],
    ["an entry on an origin the registry's server allows, with integrity", release({ entry: 'https://team.example/search/1.3.1/remoteEntry.js' })],
  ])('lets through %s', (_what, candidate) => {
    expect(entryRefusal('header', candidate, { ...POLICY, remoteOrigins: ['https://team.example'] })).toBeUndefined();
  });

  it.each([
    ['without integrity', release({ entry: 'https://team.example/search/1.3.1/remoteEntry.js', integrity: undefined }), /has no integrity/],
    ['on an origin the server does not name', release({ entry: 'https://other.example/search/1.3.1/remoteEntry.js' }), /is not on the registry's origin or a data-cdn origin of the loader script or one its server allows/],
    ['on http where the server allows https', release({ entry: 'http://team.example/search/1.3.1/remoteEntry.js' }), /is not on the registry's origin/],
    ['the dev version without integrity', release({ version: '0.0.0-dev', integrity: undefined, entry: 'https://team.example/header/0.0.0-dev/remoteEntry.js' }), /has no integrity/],
  ])("refuses an entry of a server-allowed origin's kind %s", (_what, candidate, message) => {
    expect(entryRefusal('header', candidate, { ...DEV_POLICY, remoteOrigins: ['https://team.example'] })).toMatch(message);
  });

  it.each([
    ['no integrity', release({ integrity: undefined }), POLICY, /remote "header" 1\.1\.0 is refused: its registry entry has no integrity/],
    ['a malformed integrity', release({ integrity: 'sha384-abc' }), POLICY, /remote "header" 1\.1\.0 is refused: its integrity "sha384-abc" is not a sha384 or sha512 hash/],
    ['a foreign origin', release({ entry: 'https://evil.example/header/1.1.0/remoteEntry.js' }), POLICY, /its entry https:\/\/evil\.example\/header\/1\.1\.0\/remoteEntry\.js is not on the registry's origin or a data-cdn origin/],
    ['another scheme of the registry host', release({ entry: 'http://shop.example/widgets/header/1.1.0/remoteEntry.js' }), POLICY, /not on the registry's origin/],
    ['another port of the registry host', release({ entry: 'https://shop.example:8443/widgets/header/1.1.0/remoteEntry.js' }), POLICY, /not on the registry's origin/],
    ['a subdomain of the CDN', release({ entry: 'https://evil.cdn.example/header/1.1.0/remoteEntry.js' }), POLICY, /not on the registry's origin/],
    ['a data: URL', release({ entry: 'data:text/javascript,alert(1)' }), POLICY, /not on the registry's origin/],
    ['a javascript: URL', release({ entry: 'javascript:alert(1)' }), POLICY, /not on the registry's origin/],
    ['a blob: URL of the shop', release({ entry: `blob:${SHOP}/0b5e7a1c-1f43-4f9e-9c1e-2a5b0c3d4e5f` }), POLICY, /not on the registry's origin/],
    ['the dev version in the production registry', release({ version: '0.0.0-dev', integrity: undefined }), POLICY, /has no integrity/],
    ['the dev version on a CDN', release({ version: '0.0.0-dev', integrity: undefined, entry: 'https://cdn.example/header/0.0.0-dev/remoteEntry.js' }), DEV_POLICY, /has no integrity/],
    ['a released version in the dev registry', release({ integrity: undefined }), DEV_POLICY, /has no integrity/],
  ])('refuses %s', (_what, candidate, policy, message) => {
    expect(entryRefusal('header', candidate, policy)).toMatch(message);
  });

  it('lets the dev channel load without integrity: the dev version, named by registry.dev.json, on its origin', () => {
    const dev = release({ version: '0.0.0-dev', integrity: undefined, entry: `${SHOP}/widgets/header/0.0.0-dev/remoteEntry.js` });
    expect(entryRefusal('header', dev, DEV_POLICY)).toBeUndefined();
  });

  it('names the allowed origins in the message', () => {
    expect(entryRefusal('header', release({ entry: 'https://evil.example/e.js' }), POLICY)).toContain('(allowed: https://shop.example, https://cdn.example)');
    expect(entryRefusal('header', release({ entry: 'https://evil.example/e.js' }), { ...POLICY, remoteOrigins: ['https://team.example', 'https://cdn.example'] })).toContain(
      '(allowed: https://shop.example, https://cdn.example, https://team.example)',
    );
  });
});

describe('parseCdnOrigins', () => {
  it('reads origins separated by spaces, a trailing slash allowed, each once', () => {
    expect(parseCdnOrigins(' https://cdn.example  https://static.example:8443/\nhttps://CDN.example ')).toEqual({
      origins: ['https://cdn.example', 'https://static.example:8443'],
      invalid: [],
    });
  });

  it.each([
    ['https://cdn.example/widgets/', 'a path'],
    ['https://cdn.example/?v=1', 'a query'],
    ['https://user@cdn.example', 'credentials'],
    ['cdn.example', 'no scheme'],
    ['ftp://cdn.example', 'another scheme'],
    ['data:text/javascript,1', 'a data: URL'],
  ])('gives back %s (%s) as invalid, granting nothing', (token, _what) => {
    expect(parseCdnOrigins(`https://cdn.example ${token}`)).toEqual({ origins: ['https://cdn.example'], invalid: [token] });
  });

  it('reads a missing attribute as no CDN', () => {
    expect(parseCdnOrigins(undefined)).toEqual({ origins: [], invalid: [] });
  });
});
