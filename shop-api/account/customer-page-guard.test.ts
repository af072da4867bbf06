/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { loginRedirectUrl } from './customer-page-guard';

describe('loginRedirectUrl', () => {
  it.each([
    ['/account/overview/', '/authenticate/?callbackPath=%2Faccount%2Foverview%2F'],
    ['/account/orders/?seite=2', '/authenticate/?callbackPath=%2Faccount%2Forders%2F%3Fseite%3D2'],
  ])('sends a visitor of %s to the login that leads back there', (url, location) => {
    expect(loginRedirectUrl(url)).toBe(location);
  });

  it.each(['//evil.example/account/', '/\t/evil.example', '/%09/evil.example', '/\\evil.example', '/.//evil.example/'])(
    'writes no callbackPath for %j, which could leave the shop',
    (url) => {
      expect(loginRedirectUrl(url)).toBe('/authenticate/');
    },
  );
});
