/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../../test/server/harness';
import { readConfig } from '../../server/config';
import { CookieSettingError, readCookieSameSite } from './cookie-policy';

const HTTPS_NEEDED = 'COOKIE_SAMESITE=none needs HTTPS';

describe('the COOKIE_SAMESITE setting', () => {
  it.each([[undefined], [''], ['lax'], [' LAX ']])('keeps SameSite=Lax for %j', (value) => {
    expect(readCookieSameSite({ COOKIE_SAMESITE: value })).toBe('lax');
  });

  it('takes none when the shop is served over HTTPS (PUBLIC_ORIGIN)', () => {
    expect(readCookieSameSite({ COOKIE_SAMESITE: 'none', PUBLIC_ORIGIN: 'https://api.shop.example' })).toBe('none');
  });

  it.each([[undefined], ['http://127.0.0.1:3000'], ['api.shop.example']])('refuses none over plain HTTP (PUBLIC_ORIGIN %j)', (origin) => {
    expect(() => readCookieSameSite({ COOKIE_SAMESITE: 'none', PUBLIC_ORIGIN: origin })).toThrow(CookieSettingError);
    expect(() => readCookieSameSite({ COOKIE_SAMESITE: 'none', PUBLIC_ORIGIN: origin })).toThrow(HTTPS_NEEDED);
  });

  it('refuses any other value', () => {
    expect(() => readCookieSameSite({ COOKIE_SAMESITE: 'strict' })).toThrow('COOKIE_SAMESITE must be "lax" or "none", got "strict"');
  });

  it('is part of the configuration, so a bad value stops the start', () => {
    expect(readConfig({}).cookieSameSite).toBe('lax');
    expect(() => readConfig({ COOKIE_SAMESITE: 'none' })).toThrow(HTTPS_NEEDED);
  });

  it('stops the demo server at start-up with the reason, over plain HTTP', () => {
    const root = path.join(__dirname, '..', '..');
    const started = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { ...process.env, COOKIE_SAMESITE: 'none', PUBLIC_ORIGIN: '', PORT: '39999' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain(`Schaufenster demo could not start: ${HTTPS_NEEDED}`);
  }, 60_000);
});

describe('the session cookie', () => {
  let test: TestApp | undefined;
  afterEach(() => test?.close());

  it('is SameSite=Lax by default (without Secure on localhost over HTTP)', async () => {
    test = await startTestApp();
    const cookie = String((await test.app.inject({ method: 'GET', url: '/api/s/' })).headers['set-cookie']);
    expect(cookie).toMatch(/^sid=[\w-]{43}; /);
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
  }, 60_000);

  it('is Secure (__Host-) with HSTS whenever PUBLIC_ORIGIN is https, also for a request a same-machine proxy forwards as plain HTTP to 127.0.0.1', async () => {
    test = await startTestApp({ publicOrigin: 'https://www.shop.example' });
    const answer = await test.app.inject({ method: 'GET', url: '/api/s/', headers: { host: '127.0.0.1:3000' } });
    expect(String(answer.headers['set-cookie'])).toMatch(/^__Host-sid=[\w-]{43}; .*Secure/);
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  }, 60_000);

  it('is SameSite=None and always Secure with COOKIE_SAMESITE=none', async () => {
    test = await startTestApp({ cookieSameSite: 'none' });
    const cookie = String((await test.app.inject({ method: 'GET', url: '/api/s/' })).headers['set-cookie']);
    expect(cookie).toContain('SameSite=None');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('HttpOnly');
  }, 60_000);
});
