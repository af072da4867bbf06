/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { authenticateHref } from './auth-links';

describe('authenticateHref', () => {
  it.each([
    ['login', null, '/authenticate/'],
    ['register', null, '/authenticate/?p=register'],
    ['guest', '/warenkorb/', '/authenticate/?p=guest&callbackPath=%2Fwarenkorb%2F'],
    ['login', '/damen/?seite=2', '/authenticate/?callbackPath=%2Fdamen%2F%3Fseite%3D2'],
  ])('links tab %s with callback %p to %s', (page, callbackPath, href) => {
    expect(authenticateHref(page, callbackPath)).toBe(href);
  });
});
