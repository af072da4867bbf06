import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { declareSite as declare } from '../../test/shared/site';
import { DEFAULT_ROUTES } from './defaults';
import { NO_SITE_WARNING, pageSite } from './page-site';
import { SITE_CONFIG_ID } from './server-site';
import { DEFAULT_SITE } from './site-config';

describe('pageSite', () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  afterEach(() => {
    document.getElementById(SITE_CONFIG_ID)?.remove();
    errors.mockClear();
  });

  it('is the demo’s site on a page that declares none', () => {
    expect(pageSite()).toEqual(DEFAULT_SITE);
    expect(errors).not.toHaveBeenCalled();
  });

  it('reads the page’s declaration, and says each wrong key once however often widgets ask', () => {
    declare({ routes: { cart: 'korb', checkout: '/kasse/' }, brand: { name: "Marc O'Polo" } });
    for (let read = 0; read < 3; read += 1) {
      expect(pageSite().routes).toEqual({ ...DEFAULT_ROUTES, checkout: '/kasse/' });
      expect(pageSite().brand.name).toBe("Marc O'Polo");
    }
    expect(errors.mock.calls).toEqual([[expect.stringMatching(/^\[schaufenster\] site configuration #schaufenster-site: routes\.cart: Expected a path .*; its default applies$/)]]);
  });

  it('reads a replaced declaration anew', () => {
    declare({ routes: { cart: '/korb/' } });
    expect(pageSite().routes.cart).toBe('/korb/');
    declare({ routes: { cart: '/tasche/' } });
    expect(pageSite().routes.cart).toBe('/tasche/');
  });

  it('falls back to the demo’s site for broken JSON or a script of another type, with one error naming it', () => {
    declare('{"routes": {');
    expect(pageSite()).toEqual(DEFAULT_SITE);
    declare('{"routes": {"cart": "/korb/"}}', 'text/plain');
    expect(pageSite()).toEqual(DEFAULT_SITE);
    expect(errors.mock.calls.map(([message]) => message)).toEqual([
      `[schaufenster] the site configuration #schaufenster-site is not valid JSON at line 1, column 13: ${errorOf('{"routes": {')}; the demo's site applies`,
      expect.stringMatching(/must be a <script type="application\/json">/),
    ]);
  });

  it('warns once on a page the loader runs on that declares no site, naming the script to add', () => {
    const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const loader = document.createElement('script');
    loader.src = '/widgets/loader.js';
    try {
      declare({});
      expect(pageSite()).toEqual(DEFAULT_SITE);
      expect(warnings).not.toHaveBeenCalled();
      document.getElementById(SITE_CONFIG_ID)?.remove();
      document.body.append(loader);
      for (let read = 0; read < 3; read += 1) expect(pageSite()).toEqual(DEFAULT_SITE);
      expect(warnings.mock.calls).toEqual([[NO_SITE_WARNING]]);
      expect(NO_SITE_WARNING).toContain('<script type="application/json" id="schaufenster-site">');
    } finally {
      loader.remove();
      warnings.mockRestore();
    }
  });
});

/** What JSON.parse says of `text`, as Node words it. */
function errorOf(text: string): string {
  try {
    JSON.parse(text);
  } catch (error) {
    return (error as Error).message;
  }
  return '';
}
