/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { defaultSignInUrl, resetLink, signInUrlProblem } from './sign-in-url';

describe('the sign-in page of links in mails', () => {
  it('is the demo’s /authenticate/ on PUBLIC_ORIGIN unless configured', () => {
    expect(defaultSignInUrl('https://shop.example')).toBe('https://shop.example/authenticate/');
    expect(defaultSignInUrl('http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000/authenticate/');
  });

  it.each([
    ['https://shop.example/authenticate/', 'https://shop.example/authenticate/?p=reset-password&cid=c-1&hash=h%2B%2F%3D'],
    ['https://cms.example/anmelden/?lang=de', 'https://cms.example/anmelden/?lang=de&p=reset-password&cid=c-1&hash=h%2B%2F%3D'],
    ['https://cms.example/?page_id=7&x=a%20b', 'https://cms.example/?page_id=7&x=a%20b&p=reset-password&cid=c-1&hash=h%2B%2F%3D'],
    ['https://cms.example/anmelden/?', 'https://cms.example/anmelden/?p=reset-password&cid=c-1&hash=h%2B%2F%3D'],
    ['https://cms.example/anmelden/#konto', 'https://cms.example/anmelden/?p=reset-password&cid=c-1&hash=h%2B%2F%3D#konto'],
  ])('links a reset from %s as %s', (signInUrl, link) => {
    expect(resetLink(signInUrl, 'c-1', 'h+/=')).toBe(link);
  });

  it.each(['https://cms.example/anmelden/', 'http://localhost:8080/login?lang=de'])('takes %s', (value) => {
    expect(signInUrlProblem(value)).toBeUndefined();
  });

  it.each([
    ['/anmelden/', /absolute http\(s\) URL/],
    ['//cms.example/anmelden/', /absolute http\(s\) URL/],
    ['cms.example/anmelden/', /absolute http\(s\) URL/],
    ['javascript:alert(1)', /absolute http\(s\) URL/],
    ['ftp://cms.example/', /absolute http\(s\) URL/],
    ['https://cms.example\\@evil.example/', /backslashes/],
    ['https://cms.example/an melden/', /spaces/],
    ['https://user:pw@cms.example/', /credentials/],
    ['https://[cms.example/', /not a valid URL/],
    ['https://cms.example/?p=42', /leave p to the reset link/],
    ['https://cms.example/?cid=1&hash=2', /leave cid, hash to the reset link/],
  ])('refuses %s', (value, reason) => {
    expect(signInUrlProblem(value)).toMatch(reason);
  });
});
