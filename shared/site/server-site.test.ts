import { afterEach, describe, expect, it } from '@jest/globals';
import { declareSite, MODEHAUS_SITE } from '../../test/shared/site';
import { adoptServerSite, declaredSite, renderedForPageSite, SITE_CONFIG_ID, siteKey } from './server-site';

/** A tag with server HTML whose snapshot says `snapshot`, as the server writes it into a page. */
function serverTag(snapshot: object): HTMLElement {
  const tag = document.createElement('div');
  tag.innerHTML = `<div data-widget-root="header" data-server-render='${JSON.stringify(snapshot)}'></div>`;
  document.body.append(tag);
  return tag;
}

afterEach(() => {
  document.getElementById(SITE_CONFIG_ID)?.remove();
  document.body.replaceChildren();
});

describe('siteKey', () => {
  it('is the same for the same JSON however it is spaced, and differs for another value or none', () => {
    const text = JSON.stringify(MODEHAUS_SITE);
    expect(siteKey(JSON.stringify(MODEHAUS_SITE, null, 2))).toBe(siteKey(text));
    expect(siteKey(text)).toMatch(/^[0-9a-f]{8}$/);
    expect(siteKey('{}')).not.toBe(siteKey(text));
    expect(siteKey(undefined)).not.toBe(siteKey('{}'));
    // Text that is no JSON still has a key of its own.
    expect(siteKey('{"brand":')).not.toBe(siteKey(undefined));
  });
});

describe('renderedForPageSite', () => {
  it('holds for the key of the declared configuration, or for a snapshot without a key; not for another', () => {
    declareSite(MODEHAUS_SITE);
    expect(renderedForPageSite({ siteKey: siteKey(JSON.stringify(MODEHAUS_SITE)) }, document)).toBe(true);
    expect(renderedForPageSite({}, document)).toBe(true);
    expect(renderedForPageSite({ siteKey: siteKey(undefined) }, document)).toBe(false);
  });
});

describe('adoptServerSite', () => {
  it('declares the site a server render carries when the page declares none, so that every widget follows it', () => {
    const site = JSON.stringify(MODEHAUS_SITE);
    serverTag({ busValues: {} });
    serverTag({ busValues: {}, siteKey: siteKey(site), site });
    adoptServerSite(document);
    expect(declaredSite(document)).toBe(site);
    expect(document.getElementById(SITE_CONFIG_ID)?.getAttribute('type')).toBe('application/json');
    expect(renderedForPageSite({ siteKey: siteKey(site) }, document)).toBe(true);
  });

  it("keeps the page's own declaration, and declares nothing when no render carries a site", () => {
    serverTag({ busValues: {}, site: JSON.stringify(MODEHAUS_SITE) });
    declareSite({ brand: { name: 'Eigene' } });
    adoptServerSite(document);
    expect(JSON.parse(declaredSite(document) ?? '')).toEqual({ brand: { name: 'Eigene' } });

    document.getElementById(SITE_CONFIG_ID)?.remove();
    document.body.replaceChildren();
    serverTag({ busValues: {} });
    adoptServerSite(document);
    expect(declaredSite(document)).toBeUndefined();
  });
});
