/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { LINK_CLICK, type TestClient, useTestApp } from '../../test/server/harness';

const PUBLIC_ORIGIN = 'http://127.0.0.1:3917';
const CMS = 'http://127.0.0.1:3927';
const HOME = `${CMS}/start/`;
const withHome = `/logout/?home=${encodeURIComponent(HOME)}`;

const test = useTestApp({ publicOrigin: PUBLIC_ORIGIN, allowedOrigins: [CMS] });

/** Fetch Metadata as a browser sends it for a request a page of `site` made. */
const made = (site: string, mode: string, dest: string, user = false): Record<string, string> => ({
  'sec-fetch-site': site,
  'sec-fetch-mode': mode,
  'sec-fetch-dest': dest,
  ...(user && { 'sec-fetch-user': '?1' }),
});

async function loggedIn(browser: TestClient): Promise<boolean> {
  return ((await browser.get('/api/s/')).json as { aboutMe: { isLogged: boolean } }).aboutMe.isLogged;
}

describe('GET /logout/ asked for by the shopper', () => {
  it.each([
    ['the Abmelden link on a CMS page of the same site, clicked', made('same-site', 'navigate', 'document', true)],
    ['a link of the shop’s own page, clicked', LINK_CLICK],
    ['the address typed in', made('none', 'navigate', 'document', true)],
  ])('logs out at once for %s and lands on home', async (_case, headers) => {
    const browser = await test.client({ customer: {} });
    const answer = await browser.get(withHome, headers);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(HOME);
    expect(await loggedIn(browser)).toBe(false);
  });
});

describe('GET /logout/ made by a page of someone else', () => {
  it.each([
    ['an <img> on a page of another site', made('cross-site', 'no-cors', 'image')],
    ['an <img> on a sibling host of the same site', made('same-site', 'no-cors', 'image')],
    ['a navigation of another site no one clicked', made('cross-site', 'navigate', 'document')],
    ['a frame on another site', made('cross-site', 'navigate', 'iframe', true)],
    ['a client without Fetch Metadata or Referer (curl, an old browser)', {}],
  ])('logs nobody out for %s, and shows a page with an Abmelden button instead', async (_case, headers) => {
    const browser = await test.client({ customer: {} });
    const answer = await browser.get(withHome, headers);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(answer.text).toContain('<title>Abmelden</title>');
    expect(answer.text).toContain('Möchtest du dich abmelden?');
    expect(answer.text).toContain(`<form method="post" action="/logout/?home=${encodeURIComponent(HOME)}"><button type="submit">Abmelden</button></form>`);
    expect(answer.text).toContain(`<a href="${HOME}">Zurück zum Shop</a>`);
    // The button's answer sends the browser on to home: form-action must allow that origin, and only it.
    const policy = answer.headers.get('content-security-policy')?.split('; ');
    expect(policy).toContain(`form-action 'self' ${CMS}`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(await loggedIn(browser)).toBe(true);
  });

  it('offers the button without home when home is not an allowed origin (no open redirect through the page)', async () => {
    const browser = await test.client({ customer: {} });
    const answer = await browser.get(`/logout/?home=${encodeURIComponent('https://evil.example/')}`, made('cross-site', 'no-cors', 'image'));
    expect(answer.text).toContain('<form method="post" action="/logout/">');
    expect(answer.text).not.toContain('evil.example');
    expect(answer.headers.get('content-security-policy')?.split('; ')).toContain("form-action 'self'");
  });
});

describe('POST /logout/ (the confirmation page’s button)', () => {
  const FORM = 'application/x-www-form-urlencoded';

  it('logs out when the page’s own form posts, and lands on home (303)', async () => {
    const browser = await test.client({ customer: {} });
    const answer = await browser.raw('POST', withHome, '', FORM, { 'sec-fetch-site': 'same-origin', origin: PUBLIC_ORIGIN });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(HOME);
    expect(answer.headers.get('set-cookie')).toMatch(/^sid=; Max-Age=0; Path=\//);
    expect(await loggedIn(browser)).toBe(false);
  });

  it('logs out for an old browser’s form, judged by its Origin', async () => {
    const browser = await test.client({ customer: {} });
    expect((await browser.raw('POST', '/logout/', '', FORM, { origin: PUBLIC_ORIGIN })).status).toBe(303);
    expect(await loggedIn(browser)).toBe(false);
  });

  it.each([
    ['a form of another site', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }, FORM],
    ['a form of the CMS', { 'sec-fetch-site': 'same-site', origin: CMS }, FORM],
    ['a text/plain form of another site', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }, 'text/plain'],
    ['an old browser’s form of another site', { origin: 'https://evil.example' }, FORM],
    ['curl without Origin', {}, FORM],
  ])('refuses %s with 403 and the button again, logging nobody out', async (_case, headers, type) => {
    const browser = await test.client({ customer: {} });
    const answer = await browser.raw('POST', withHome, '', type, headers);
    expect(answer.status).toBe(403);
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(answer.text).toContain('Die Abmeldung kam nicht von dieser Seite. Bitte bestätige sie hier.');
    expect(answer.text).toContain('<button type="submit">Abmelden</button>');
    expect(await loggedIn(browser)).toBe(true);
  });
});
