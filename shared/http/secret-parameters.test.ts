/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { withoutSecrets } from './secret-parameters';

describe('withoutSecrets', () => {
  it.each([
    ['https://shop.example/authenticate/?p=reset-password&cid=c-1&hash=h%2F1', 'https://shop.example/authenticate/?p=reset-password'],
    ['https://shop.example/anmelden/?hash=x&lang=de&cid=y#oben', 'https://shop.example/anmelden/?lang=de#oben'],
    ['https://shop.example/damen/?seite=2', 'https://shop.example/damen/?seite=2'],
    ['https://shop.example/suche/?begriff=a%20b', 'https://shop.example/suche/?begriff=a%20b'],
    ['', ''],
    ['not a url', 'not a url'],
  ])('reports %j as %j', (url, reported) => {
    expect(withoutSecrets(url)).toBe(reported);
  });
});
