/** @jest-environment node */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TEXTS as UI_TEXTS } from '@schaufenster/shared/ui/texts';
import { attributeOf, elementsByTag } from '../test/html';
import { DATABASE_RETRY_AFTER_S } from '../server-kit/db/timeouts';
import { startTestApp, type TestApp } from '../test/server/harness';
import { SERVER_TEXTS } from '../server-kit/texts';
import { decodeHtml } from './testing/listing-testing';

/** What a browser sends when the shopper follows a link or types an address. */
const NAVIGATION = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('pages while the database is away', () => {
  let test: TestApp;
  /** The cookie of a shopper's session, made while the database was there. */
  let sessionCookie: string;
  beforeAll(async () => {
    test = await startTestApp();
    sessionCookie = (await test.client()).cookie;
    // A released header with a server build: the shop's header comes from its server render.
    await mkdir(path.join(test.widgetsDir, 'header', '1.0.0', 'server'), { recursive: true });
    await writeFile(path.join(test.widgetsDir, 'header', '1.0.0', 'server', 'mount.js'), `exports.render = () => ({ html: '<nav>Modehaus-Kopf</nav>', css: '' });`);
    const header = { version: '1.0.0', entry: 'header/1.0.0/remoteEntry.js', server: { mount: 'header/1.0.0/server/mount.js' } };
    await writeFile(path.join(test.widgetsDir, 'registry.json'), JSON.stringify({ remotes: { header } }));
    await test.database.close();
  });
  afterAll(async () => {
    await test.app.close();
  });

  it.each([
    ['a product page', '/p/ein-kleid/', false],
    ['a listing', '/damen/', false],
    ['a customer page, whose session must be looked up', '/account/overview/', true],
  ])('answer %s with the German error page in HTML: 503, Retry-After, the shop’s header, a way home', async (_case, url, withSession) => {
    const answer = await test.visitor().get(url, { ...NAVIGATION, ...(withSession && { cookie: sessionCookie }) });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_S));
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const html = decodeHtml(answer.text);
    expect(html).toContain(`<h1>${UI_TEXTS.technicalErrorTitle}</h1>`);
    expect(html).toContain(SERVER_TEXTS.unavailable);
    expect(html).toContain(UI_TEXTS.technicalErrorAdvice);
    const links = elementsByTag(answer.text, 'a').map((link) => attributeOf(link, 'href'));
    expect(links).toContain('/');
    // "Nochmal versuchen": this very address again.
    expect(html).toMatch(new RegExp(`<a class="button" href="">${UI_TEXTS.technicalErrorRetry}</a>`));
    expect(html).toContain('<template shadowrootmode="open"><nav>Modehaus-Kopf</nav>');
  });

  it('keep the API’s JSON for API calls, whatever they accept', async () => {
    const answer = await test.visitor().get('/api/checkout-v3/cart/overview/', NAVIGATION);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_S));
    expect(answer.json).toEqual({ message: SERVER_TEXTS.unavailable, error: { code: 'unavailable' } });
  });
});
