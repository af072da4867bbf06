/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { isSameSite, siteOf } from './site';

describe('the site of an origin', () => {
  it.each([
    ['https://www.shop.example', 'https://api.shop.example'],
    ['https://shop.example', 'https://www.shop.example:8443'],
    ['http://127.0.0.1:4000', 'http://127.0.0.1:3000'],
    ['http://localhost:3000', 'http://localhost:4000'],
    ['http://[::1]:3000', 'http://[::1]:4000'],
    ['https://shop.example.', 'https://api.shop.example'],
  ])('%s and %s are one site', (origin, other) => {
    expect(isSameSite(origin, other)).toBe(true);
  });

  it.each([
    ['http://127.0.0.1:4000', 'http://localhost:3000'],
    ['http://127.0.0.1:3000', 'http://127.0.0.2:3000'],
    ['http://localhost:3000', 'http://[::1]:3000'],
    ['https://cms.example', 'https://api.schaufenster.example'],
    ['http://www.shop.example', 'https://www.shop.example'],
    ['http://a.localhost:3000', 'http://b.localhost:3000'],
  ])('%s and %s are two sites', (origin, other) => {
    expect(isSameSite(origin, other)).toBe(false);
  });

  it('is the scheme and the last two labels of a name, or the whole host of an address', () => {
    expect(siteOf('https://www.eu.shop.example:8443')).toBe('https://shop.example');
    expect(siteOf('http://192.168.1.20:3000')).toBe('http://192.168.1.20');
    expect(siteOf('http://[::1]:3000')).toBe('http://[::1]');
    expect(siteOf('http://localhost:3000')).toBe('http://localhost');
  });
});
