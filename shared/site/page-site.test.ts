import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { declareSite as declare } from '@schaufenster/shared/testing/site';
import { DEFAULT_ROUTES } from './defaults';
import { pageSite, SITE_CONFIG_ID } from './page-site';
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
      expect.stringMatching(/is not valid JSON/),
      expect.stringMatching(/must be a <script type="application\/json">/),
    ]);
  });
});
