/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { DEFAULT_SITE } from '@schaufenster/shared/site';
import { MODEHAUS_SITE } from '../../test/shared/site';
import {
  authenticateHref,
  authStateHref,
  callbackTarget,
  loginTarget,
  otpBackPage,
  parseAuthQuery,
  scrollsToCard,
  scrollsToTop,
  showableState,
} from './auth-routing';

describe('parseAuthQuery', () => {
  it.each([
    ['', { page: 'login', callbackPath: null }],
    ['?p=register', { page: 'register', callbackPath: null }],
    ['?p=guest&callbackPath=%2Fwarenkorb%2F', { page: 'guest', callbackPath: '/warenkorb/' }],
    ['?p=unbekannt', { page: 'login', callbackPath: null }],
    ['?p=forgot-password&failed=true', { page: 'forgot-password', callbackPath: null, failed: true }],
    ['?p=forgot-password&failed=1', { page: 'forgot-password', callbackPath: null }],
    ['?p=reset-password&cid=c1&hash=h1', { page: 'reset-password', callbackPath: null, reset: { cid: 'c1', hash: 'h1' } }],
    ['?p=reset-password&cid=c1', { page: 'reset-password', callbackPath: null }],
    ['?resetPasswordSuccessfully=true', { page: 'login', callbackPath: null, resetPasswordSuccessfully: true }],
    ['?p=otp-verify', { page: 'otp-verify', callbackPath: null }],
  ])('reads %j as %j', (search, state) => {
    expect(parseAuthQuery(search)).toEqual(state);
  });
});

describe('authStateHref and authenticateHref', () => {
  it.each([
    [{ page: 'login', callbackPath: null }, '/authenticate/'],
    [{ page: 'register', callbackPath: null }, '/authenticate/?p=register'],
    [{ page: 'guest', callbackPath: '/warenkorb/' }, '/authenticate/?p=guest&callbackPath=%2Fwarenkorb%2F'],
    [{ page: 'login', callbackPath: '/damen/?seite=2' }, '/authenticate/?callbackPath=%2Fdamen%2F%3Fseite%3D2'],
    [{ page: 'forgot-password', callbackPath: null, failed: true }, '/authenticate/?p=forgot-password&failed=true'],
    [{ page: 'login', callbackPath: null, resetPasswordSuccessfully: true }, '/authenticate/?resetPasswordSuccessfully=true'],
  ] as const)('writes %j as %s, and reads it back', (state, href) => {
    expect(authStateHref(state)).toBe(href);
    expect(parseAuthQuery(href.slice('/authenticate/'.length))).toEqual(state);
  });

  it('never writes a reset link’s secret into the address, and drops it from the page’s', () => {
    const state = { page: 'reset-password', callbackPath: null, reset: { cid: 'c 1', hash: 'h/1' } } as const;
    expect(authStateHref(state)).toBe('/authenticate/?p=reset-password');
    expect(authStateHref(state, '/anmelden/?lang=de&p=reset-password&cid=c+1&hash=h%2F1')).toBe('/anmelden/?lang=de&p=reset-password');
  });

  it('never writes the otp address into the address', () => {
    const href = authStateHref({ page: 'otp-verify', callbackPath: null, otp: { type: 'GUEST_LOGIN_REQUEST', email: 'anna@example.de' } });
    expect(href).toBe('/authenticate/?p=otp-verify');
  });

  it('links a tab keeping the callback', () => {
    expect(authenticateHref('register', '/herren/')).toBe('/authenticate/?p=register&callbackPath=%2Fherren%2F');
  });
});

/** The page's origin the callback must stay on. */
const SHOP = 'https://shop.example';

describe('callbackTarget', () => {
  it.each([
    [null, '/account/overview/'],
    ['', '/account/overview/'],
    ['/warenkorb/', '/warenkorb/'],
    ['/damen/?seite=2', '/damen/?seite=2'],
    ['/authenticate/?p=guest', '/account/overview/'],
    ['http://evil.example', '/account/overview/'],
    ['/weiter?to=https://evil.example', '/account/overview/'],
    ['//evil.example/', '/account/overview/'],
    ['/\\evil.example/', '/account/overview/'],
    ['warenkorb', '/account/overview/'],
    // Browsers drop tabs and newlines: these would become //evil.example (the full table: shared/navigation).
    ['/\t/evil.example', '/account/overview/'],
    ['/%09/evil.example', '/account/overview/'],
    ['/\n/evil.example', '/account/overview/'],
    ['/damen/?seite=2#produkte', '/damen/?seite=2#produkte'],
  ])('sends a login with callbackPath %p to %s', (callbackPath, target) => {
    expect(callbackTarget(callbackPath, SHOP)).toBe(target);
  });
});

describe('loginTarget', () => {
  it.each([
    [{ kind: 'password' }, 'page', '/warenkorb/', { url: '/warenkorb/' }],
    [{ kind: 'password' }, 'page', '/%09/evil.example', { url: '/account/overview/' }],
    [{ kind: 'otp', type: 'GUEST_LOGIN_REQUEST' }, 'page', '/warenkorb/', { url: '/warenkorb/' }],
    [{ kind: 'otp', type: 'GUEST_LOGIN_REQUEST' }, 'page', 'http://evil.example', { url: '/account/overview/' }],
    [{ kind: 'otp', type: 'VERIFY_ACCOUNT_AFTER_REGISTER_REQUEST' }, 'page', '/warenkorb/', { url: '/account/overview/' }],
    [{ kind: 'otp', type: 'VERIFY_ACCOUNT_BY_LOGIN_REQUEST' }, 'page', '/warenkorb/', { url: '/account/overview/' }],
    [{ kind: 'password' }, 'modal', null, { stay: true }],
    [{ kind: 'otp', type: 'GUEST_LOGIN_REQUEST' }, 'modal', null, { stay: true }],
    [{ kind: 'otp', type: 'VERIFY_ACCOUNT_AFTER_REGISTER_REQUEST' }, 'modal', null, { url: '/account/overview/' }],
  ] as const)('ends %j in the %s mode with callback %p at %j', (login, mode, callbackPath, target) => {
    expect(loginTarget(login, mode, callbackPath, SHOP)).toEqual(target);
  });
});

describe('on a shop’s own site', () => {
  const routes = { ...DEFAULT_SITE.routes, ...MODEHAUS_SITE.routes };

  it.each([
    [{ page: 'register', callbackPath: '/korb/' }, '/anmelden/?p=register&callbackPath=%2Fkorb%2F'],
    [{ page: 'login', callbackPath: null, resetPasswordSuccessfully: true }, '/anmelden/?resetPasswordSuccessfully=true'],
  ] as const)('writes %j on its sign-in page as %s', (state, href) => {
    expect(authStateHref(state, routes.authenticate)).toBe(href);
  });

  it('keeps the sign-in page’s own parameters and replaces the auth area’s', () => {
    expect(authStateHref({ page: 'guest', callbackPath: null }, '/login.php?lang=de&p=register&callbackPath=%2Falt%2F')).toBe('/login.php?lang=de&p=guest');
    expect(authStateHref({ page: 'login', callbackPath: null }, 'https://cms.example/login.html?lang=de')).toBe('https://cms.example/login.html?lang=de');
  });

  it.each([
    [null, '/konto/'],
    ['/korb/', '/korb/'],
    ['/anmelden/?p=guest', '/konto/'],
    ['/authenticate/', '/konto/'],
    ['https://evil.example/', '/konto/'],
  ])('sends a login with callbackPath %p to %s', (callbackPath, target) => {
    expect(callbackTarget(callbackPath, SHOP, routes)).toBe(target);
  });

  it('lands a finished registration on its account page', () => {
    expect(loginTarget({ kind: 'otp', type: 'VERIFY_ACCOUNT_AFTER_REGISTER_REQUEST' }, 'page', '/korb/', SHOP, routes)).toEqual({ url: '/konto/' });
  });
});

describe('pages', () => {
  it.each([
    ['GUEST_LOGIN_REQUEST', 'guest'],
    ['VERIFY_ACCOUNT_BY_LOGIN_REQUEST', 'login'],
    ['VERIFY_ACCOUNT_AFTER_REGISTER_REQUEST', 'register'],
  ] as const)('goes back from the otp screen of %s to %s', (type, page) => {
    expect(otpBackPage(type)).toBe(page);
  });

  it('shows otp-verify without its params as the login, keeping the callback', () => {
    expect(showableState({ page: 'otp-verify', callbackPath: '/x/' })).toEqual({ page: 'login', callbackPath: '/x/' });
    const otp = { type: 'GUEST_LOGIN_REQUEST', email: 'a@b.de' } as const;
    expect(showableState({ page: 'otp-verify', callbackPath: null, otp })).toEqual({ page: 'otp-verify', callbackPath: null, otp });
  });

  it.each([
    ['login', false, false],
    ['register', true, false],
    ['guest', true, false],
    ['forgot-password', false, true],
    ['reset-password', false, true],
    ['otp-verify', false, true],
  ] as const)('%s scrolls to its card: %s, to the top: %s', (page, card, top) => {
    expect(scrollsToCard(page)).toBe(card);
    expect(scrollsToTop(page)).toBe(top);
  });
});
