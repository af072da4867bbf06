/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { ApiAttributeError, beaconUrl, readApiBase } from './api-attribute';

const PAGE = 'https://www.shop.example/damen/?farbe=rot';

describe('the loader script attribute data-api', () => {
  it('is optional: without it the widgets call the page origin as before', () => {
    expect(readApiBase(undefined, PAGE)).toBeUndefined();
  });

  it.each([
    ['https://api.shop.example', 'https://api.shop.example/'],
    ['https://api.shop.example/', 'https://api.shop.example/'],
    ['http://127.0.0.1:4600', 'http://127.0.0.1:4600/'],
    ['https://shop.example/shop-api', 'https://shop.example/shop-api/'],
    [' https://api.shop.example/v2/ ', 'https://api.shop.example/v2/'],
    ['/shop-api/', 'https://www.shop.example/shop-api/'],
    ['/', 'https://www.shop.example/'],
  ])('takes %j as the API base %j', (value, base) => {
    expect(readApiBase(value, PAGE)).toBe(base);
  });

  it.each(['', ' ', 'api.shop.example', 'http//api.shop.example', '//api.shop.example', 'https://', 'ftp://api.shop.example', 'javascript:alert(1)', 'https://api.shop.example/?x=1', 'https://api.shop.example/#a', 'https://user:pw@api.shop.example', 'https://[::1', '/\\evil.example', 'https://api shop.example'])(
    'refuses %j, naming the attribute and the value',
    (value) => {
      expect(() => readApiBase(value, PAGE)).toThrow(ApiAttributeError);
      expect(() => readApiBase(value, PAGE)).toThrow(`data-api="${value}" is not an origin or base URL`);
    },
  );
});

describe('the beacon URL', () => {
  it('sends the mount reports of data-beacon to the API base when data-api is set', () => {
    expect(beaconUrl('/api/widget-mounts/', 'https://api.shop.example/', PAGE)).toBe('https://api.shop.example/api/widget-mounts/');
    expect(beaconUrl('/api/widget-mounts/', 'https://shop.example/shop-api/', PAGE)).toBe('https://shop.example/shop-api/api/widget-mounts/');
  });

  it('keeps an absolute beacon, and resolves against the page without data-api', () => {
    expect(beaconUrl('https://stats.example/m', 'https://api.shop.example/', PAGE)).toBe('https://stats.example/m');
    expect(beaconUrl('/api/widget-mounts/', undefined, PAGE)).toBe('https://www.shop.example/api/widget-mounts/');
    expect(beaconUrl(undefined, 'https://api.shop.example/', PAGE)).toBeUndefined();
  });
});
