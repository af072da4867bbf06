/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { exactOriginProblem } from './exact-origin';

describe('an exact origin (an ALLOWED_ORIGINS entry)', () => {
  it.each(['https://www.shop.example', 'http://127.0.0.1:4000', 'http://localhost:3000', 'http://[::1]:3000', 'https://shop.example:8443'])('is %s', (value) => {
    expect(exactOriginProblem(value)).toBeUndefined();
  });

  it.each([
    ['null', /opaque origin "null"/],
    ['*', /wildcard/],
    ['https://*.shop.example', /wildcard/],
    ['www.shop.example', /no scheme/],
    ['localhost:3000', /no scheme/],
    ['//www.shop.example', /no scheme/],
    ['ftp://www.shop.example', /scheme is ftp, not http or https/],
    ['file:///var/www', /scheme is file/],
    ['https://', /not a URL/],
    ['https://user:pw@www.shop.example', /credentials/],
    ['https://www.shop.example@evil.example', /credentials/],
    ['https://www.shop.example/', /trailing slash\): write https:\/\/www\.shop\.example$/],
    ['https://www.shop.example/shop', /has a path: write https:\/\/www\.shop\.example$/],
    ['https://www.shop.example/shop/', /has a path/],
    ['https://www.shop.example?x=1', /query or fragment/],
    ['https://www.shop.example/?', /query or fragment/],
    ['https://www.shop.example#top', /query or fragment/],
    ['https://WWW.Shop.example', /write https:\/\/www\.shop\.example$/],
    ['https://www.shop.example:443', /no default port\): write https:\/\/www\.shop\.example$/],
  ])('is not %s', (value, reason) => {
    expect(exactOriginProblem(value)).toMatch(reason);
  });
});
