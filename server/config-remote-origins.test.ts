/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { readConfig } from './config';

describe('REMOTE_ORIGINS', () => {
  it('takes space-separated https origins, and plain http on loopback only; none by default', () => {
    expect(readConfig({}).remoteOrigins).toEqual([]);
    expect(readConfig({ REMOTE_ORIGINS: ' https://cdn.example  https://static.team.example:8443 http://127.0.0.1:4900 https://cdn.example ' }).remoteOrigins).toEqual([
      'https://cdn.example',
      'https://static.team.example:8443',
      'http://127.0.0.1:4900',
    ]);
  });

  it.each([
    ['http://cdn.example', /is not https \(plain http only on this machine's loopback\)/],
    ['https://cdn.example/', /it has a path/],
    ['https://cdn.example/search/', /it has a path/],
    ['https://*.example', /a wildcard/],
    ['cdn.example', /it has no scheme/],
    ['https://cdn.example,https://other.example', /not an origin remotes may come from/],
  ])('refuses %s, naming the entry', (value, reason) => {
    expect(() => readConfig({ REMOTE_ORIGINS: value })).toThrow(new RegExp(`^REMOTE_ORIGINS entry "${value.replace(/[.*?/]/g, '\\$&')}" is not an origin remotes may come from`));
    expect(() => readConfig({ REMOTE_ORIGINS: value })).toThrow(reason);
  });
});

describe('SHOP_API_ORIGIN', () => {
  it("is the shop's own backend the widget server asks, an https origin (plain http on loopback only); none by default", () => {
    expect(readConfig({}).shopApiOrigin).toBeUndefined();
    expect(readConfig({ SHOP_API_ORIGIN: 'https://backend.example' }).shopApiOrigin).toBe('https://backend.example');
    expect(readConfig({ SHOP_API_ORIGIN: 'http://127.0.0.1:4800' }).shopApiOrigin).toBe('http://127.0.0.1:4800');
  });

  it('stops the start on anything but such an origin, naming it', () => {
    for (const value of ['http://backend.example', 'https://backend.example/api/', 'backend.example']) {
      expect(() => readConfig({ SHOP_API_ORIGIN: value })).toThrow(new RegExp(`SHOP_API_ORIGIN "${value.replaceAll('.', '\\.').replaceAll('/', '\\/')}"`));
    }
  });
});
