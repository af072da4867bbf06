/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';
import { DEFAULT_ROUTES } from './defaults';
import { pageSite, renderForSite } from './page-site';
import { DEFAULT_SITE } from './site-config';

describe('pageSite in a server render', () => {
  it("reads the rendered page's site and says nothing of its mistakes: a fragment's every render would write them (and their values) to the log again", () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      // Each text another, as a fragment's varying `site` defeats every cache.
      for (const text of ['{"routes":{"cart":"korb"},"unknown":"a"}', '{"routes":{"cart":"korb"},"unknown":"b"}', '{"brand":', '[]']) {
        expect(renderForSite(text, () => pageSite()).routes.cart).toBe(DEFAULT_ROUTES.cart);
      }
      expect(renderForSite('{"brand":{"name":"Modehaus"}}', () => pageSite()).brand.name).toBe('Modehaus');
      expect(renderForSite(undefined, () => pageSite())).toEqual(DEFAULT_SITE);
      expect([errors.mock.calls, warnings.mock.calls]).toEqual([[], []]);
    } finally {
      errors.mockRestore();
      warnings.mockRestore();
    }
  });
});
