/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { crossSiteOriginsWarning } from './cross-site-origins';

describe('the start-up warning about cross-site ALLOWED_ORIGINS', () => {
  it('names a page on another site whose session cookie will not come back, and where to read on', () => {
    const warning = crossSiteOriginsWarning(['http://127.0.0.1:3927', 'http://localhost:4000'], 'http://127.0.0.1:3917', 'lax');
    expect(warning).toMatch(/^ALLOWED_ORIGINS: http:\/\/localhost:4000 is on another site than PUBLIC_ORIGIN \(http:\/\/127\.0\.0\.1:3917\) while COOKIE_SAMESITE=lax/);
    expect(warning).not.toContain('3927');
    expect(warning).toContain('the session cookie will not come back from that page');
    expect(warning).toContain('COOKIE_SAMESITE=none');
    expect(warning).toContain('docs/cms/embedding.md');
  });

  it('names every such page in one warning', () => {
    expect(crossSiteOriginsWarning(['https://cms.example', 'https://blog.example'], 'https://api.shop.example', 'lax')).toMatch(
      /^ALLOWED_ORIGINS: https:\/\/cms\.example, https:\/\/blog\.example are on another site .* from those pages/,
    );
  });

  it('stays silent for pages on the API’s own site, and when the cookie is SameSite=None', () => {
    expect(crossSiteOriginsWarning([], 'https://api.shop.example', 'lax')).toBeUndefined();
    expect(crossSiteOriginsWarning(['https://www.shop.example', 'https://shop.example'], 'https://api.shop.example', 'lax')).toBeUndefined();
    expect(crossSiteOriginsWarning(['https://cms.example'], 'https://api.schaufenster.example', 'none')).toBeUndefined();
  });
});
