/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { count } from 'drizzle-orm';
import { API } from '@schaufenster/shared/api';
import { sessions } from '../../server-kit/db/schema';
import { type TestClient, useTestApp, useTestCatalog } from '../../test/server/harness';
import { ROTATION_GRACE_MS } from './lifetime';

/**
 * A login hands the session a fresh token. A call the page sent before the login's answer arrived still carries the
 * old one; if that call's answer came with a new anonymous session's cookie after the login's, the browser would keep
 * that cookie and the shopper would be logged out again (seen in the password-change browser test under load).
 */
describe('a call that still carries the token a login replaced', () => {
  const test = useTestApp();
  const catalog = useTestCatalog(test);

  const sessionCount = async () => (await test.database.db.select({ n: count() }).from(sessions))[0]?.n;

  /** A browser with a session, logged in as a new customer; gives the cookie it had before the login. */
  async function loggedInAfter(browser: TestClient, password = 'Sommer-Kleid-2026'): Promise<string> {
    const before = browser.cookie;
    const email = test.newEmail();
    expect((await test.register(browser, email, password, { givenName: 'Wiebke', familyName: 'Ostwind' })).status).toBe(200);
    expect((await test.verify(browser, email, 'VERIFY_ACCOUNT_AFTER_REGISTER_REQUEST', await test.mailedCode(email))).status).toBe(200);
    expect(browser.cookie).not.toBe(before);
    return before;
  }

  /** A second stand-in for the same browser's call under way: it sends the cookie of the moment it was sent. */
  function lateCall(cookie: string): TestClient {
    const late = test.visitor();
    late.cookie = cookie;
    return late;
  }

  it('is told to try again: no session, no new cookie, nothing created, and the browser stays logged in', async () => {
    const browser = await test.client();
    const oldCookie = await loggedInAfter(browser);
    const sessionsBefore = await sessionCount();

    const answer = await lateCall(oldCookie).get(API.session.path);

    expect(answer.status).toBe(409);
    expect(answer.json).toMatchObject({ error: { code: 'session_superseded' }, message: 'Deine Anmeldung hat sich gerade geändert. Bitte versuche es noch einmal.' });
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(JSON.stringify(answer.json)).not.toContain('Wiebke');
    expect(await sessionCount()).toBe(sessionsBefore);
    const session = await browser.get(API.session.path);
    expect(session.json).toMatchObject({ aboutMe: { isLogged: true } });
  });

  it('writes nothing: a cart call with the old token changes neither the logged-in cart nor any other', async () => {
    const browser = await test.client();
    const oldCookie = await loggedInAfter(browser);

    const late = lateCall(oldCookie);
    const add = await late.request('POST', API.cartAdd.path, { variationId: catalog.variations.shirt, component: 'product_page', componentAction: 'add_to_cart' });

    expect(add.status).toBe(409);
    expect(add.headers.get('set-cookie')).toBeNull();
    expect((await browser.get(API.cart.path)).json).toMatchObject({ summary: { itemQty: 0 } });
    // The flow id of GET /api/s/c/ is not handed out for it either (the CSRF-checked calls could not start).
    expect((await lateCall(oldCookie).get(API.csrf.path)).status).toBe(409);
  });

  it('opens no customer page: the page answers as to a visitor and sets no cookie', async () => {
    const browser = await test.client();
    const oldCookie = await loggedInAfter(browser);

    const page = await lateCall(oldCookie).get('/account/overview/');

    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/authenticate/?callbackPath=%2Faccount%2Foverview%2F');
    expect(page.headers.get('set-cookie')).toBeNull();
    expect((await browser.get('/account/overview/')).status).toBe(200);
  });

  it('after the grace is any unknown token: a new visitor session, never the logged-in one', async () => {
    const browser = await test.client();
    const oldCookie = await loggedInAfter(browser);

    test.advanceClock(ROTATION_GRACE_MS + 1);
    const late = lateCall(oldCookie);
    const answer = await late.get(API.session.path);

    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ aboutMe: { isLogged: false } });
    expect(late.cookie).not.toBe(oldCookie);
    expect((await browser.get(API.session.path)).json).toMatchObject({ aboutMe: { isLogged: true } });
  });

  it('a token that never was a session still gets a new visitor session at once (no grace for made-up tokens)', async () => {
    const made = lateCall(`sid=${'a'.repeat(43)}`);
    const answer = await made.get(API.session.path);
    expect(answer.status).toBe(200);
    expect(made.cookie).not.toContain('a'.repeat(43));
  });
});
