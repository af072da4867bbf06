/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { readConfig } from './config';

const dir = mkdtempSync(path.join(tmpdir(), 'schaufenster-site-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes `text` to a file of its own and returns its path, as SITE_CONFIG names it. */
function siteFile(name: string, text: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
}

const SHOP = { PUBLIC_ORIGIN: 'https://www.modehaus.example' };

describe('SITE_CONFIG', () => {
  it("is the shop's site configuration for fragments and pages without one, and gives mails their sign-in and order pages", () => {
    const file = siteFile('site.json', '{\n  "brand": { "name": "Modehaus Berg" },\n  "routes": { "authenticate": "/anmelden/", "orders": "https://konto.modehaus.example/bestellungen/" }\n}\n');
    const config = readConfig({ ...SHOP, SITE_CONFIG: file });
    expect(config.site?.text).toBe('{"brand":{"name":"Modehaus Berg"},"routes":{"authenticate":"/anmelden/","orders":"https://konto.modehaus.example/bestellungen/"}}');
    expect(config.site?.config.brand.name).toBe('Modehaus Berg');
    expect(config.signInUrl).toBe('https://www.modehaus.example/anmelden/');
    expect(config.ordersUrl).toBe('https://konto.modehaus.example/bestellungen/');
    // The settings of their own still win.
    expect(readConfig({ ...SHOP, SITE_CONFIG: file, SIGN_IN_URL: 'https://www.modehaus.example/login/' }).signInUrl).toBe('https://www.modehaus.example/login/');
  });

  it('is optional: without it the demo defaults apply as before', () => {
    const config = readConfig(SHOP);
    expect(config.site).toBeUndefined();
    expect(config.signInUrl).toBe('https://www.modehaus.example/authenticate/');
  });

  it('refuses to start with a file that cannot be read, is not JSON (line and column) or has a wrong key (each named)', () => {
    expect(() => readConfig({ ...SHOP, SITE_CONFIG: path.join(dir, 'missing.json') })).toThrow(/^SITE_CONFIG \(.*missing\.json\) cannot be read: ENOENT/);
    const trailingComma = siteFile('comma.json', '{\n  "brand": { "name": "Modehaus" },\n}\n');
    expect(() => readConfig({ ...SHOP, SITE_CONFIG: trailingComma })).toThrow(/SITE_CONFIG \(.*comma\.json\) is not valid JSON at line 3, column 1: /);
    const wrong = siteFile('wrong.json', JSON.stringify({ brand: { name: 'Modehaus' }, routes: { cart: 'korb' }, navigation: [{ label: 'Neu', link: '/neu/' }] }));
    let message = '';
    try {
      readConfig({ ...SHOP, SITE_CONFIG: wrong });
    } catch (error) {
      message = String(error);
    }
    expect(message).toMatch(/is not a site configuration as the widgets read it:\n {2}routes\.cart: .*\n {2}navigation\.0\.link: is no key of navigation\.0 \(known: label, href\)\n {2}navigation\.0\.href: is missing$/);
  });
});
