import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  ATTRIBUTION_COOKIE_MAX_AGE_S,
  attributionCookie,
  keepAttribution,
  persistAttribution,
  readAttribution,
  storedAttribution,
} from './attribution';
import { ATTRIBUTION_PARAMETERS } from './parameters';
import { clearCookies, giveMarketingConsent, visit } from './testing';

beforeEach(() => {
  clearCookies();
  visit('');
  giveMarketingConsent(true);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('persistAttribution', () => {
  const verdicts = ATTRIBUTION_PARAMETERS.map((parameter) => ({
    ...parameter,
    verdict: parameter.saveable ? 'is stored in a cookie' : 'is never stored in a cookie',
  }));

  it.each(verdicts)('$name $verdict', ({ name, saveable, output }) => {
    visit(`?${name}=value-of-${name}`);
    persistAttribution(readAttribution());
    const expected = saveable ? { [output]: `value-of-${name}` } : {};
    expect(storedAttribution()).toEqual(expected);
    expect(document.cookie.includes('cs_attr_')).toBe(saveable);
  });

  it('never writes a page-only value, even when it is passed as saved', () => {
    persistAttribution({ saved: { utm_source: 'newsletter' } as never, pageOnly: { utm_medium: 'email' } });
    expect(document.cookie).toBe('');
  });

  it('URL-encodes the stored value and reads it back decoded', () => {
    persistAttribution({ saved: { gclid: 'a b&c=d' }, pageOnly: {} });
    expect(document.cookie).toBe('cs_attr_gclid=a%20b%26c%3Dd');
    expect(storedAttribution()).toEqual({ gclid: 'a b&c=d' });
  });

  it('writes no cookie without marketing consent (TTDSG § 25)', () => {
    giveMarketingConsent(false);
    visit('?gclid=g-1&fbclid=f-1');
    persistAttribution(readAttribution());
    expect(document.cookie).toBe('');
  });

  it('writes no cookie when the page has no consent tool at all', () => {
    delete window.dataLayer;
    persistAttribution({ saved: { gclid: 'g-1' }, pageOnly: {} });
    expect(document.cookie).toBe('');
  });

  it('swallows a cookie jar that refuses writes', () => {
    jest.spyOn(document, 'cookie', 'set').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(() => persistAttribution({ saved: { gclid: 'g' }, pageOnly: {} })).not.toThrow();
  });
});

describe('keepAttribution', () => {
  it('stores the address values with consent and removes every stored one once consent is withdrawn', () => {
    visit('?gclid=g-1&ttclid=t-1');
    keepAttribution();
    expect(storedAttribution()).toEqual({ gclid: 'g-1', ttclid: 't-1' });
    giveMarketingConsent(false);
    keepAttribution();
    expect(document.cookie).toBe('');
    giveMarketingConsent(true);
    expect(storedAttribution()).toEqual({});
  });
});

describe('attributionCookie', () => {
  it.each([
    { secure: false, cookie: `cs_attr_fbclid=x%2Fy; path=/; max-age=${ATTRIBUTION_COOKIE_MAX_AGE_S}; SameSite=Lax` },
    { secure: true, cookie: `cs_attr_fbclid=x%2Fy; path=/; max-age=${ATTRIBUTION_COOKIE_MAX_AGE_S}; SameSite=Lax; Secure` },
  ])('writes a secure=$secure cookie as "$cookie"', ({ secure, cookie }) => {
    expect(attributionCookie('fbclid', 'x/y', secure)).toBe(cookie);
  });

  it('keeps the value for 90 days', () => {
    expect(ATTRIBUTION_COOKIE_MAX_AGE_S).toBe(7_776_000);
  });
});

describe('readAttribution', () => {
  it.each(['prid', 'pid', 'pId', 'cssysclid'])('reports %s as cssysclid', (name) => {
    expect(readAttribution(`?${name}=c-1`)).toEqual({ saved: { cssysclid: 'c-1' }, pageOnly: {} });
  });

  it('splits saveable and page-only values', () => {
    expect(readAttribution('?gclid=g-1&utm_source=newsletter&gad_source=1&other=x')).toEqual({
      saved: { gclid: 'g-1' },
      pageOnly: { utm_source: 'newsletter', gad_source: '1' },
    });
  });

  it('reads the page address when no query is given', () => {
    visit('?gclid=x');
    expect(readAttribution()).toEqual({ saved: { gclid: 'x' }, pageOnly: {} });
  });

  it('keeps the first spelling when several map to cssysclid', () => {
    expect(readAttribution('?cssysclid=late&prid=early').saved).toEqual({ cssysclid: 'early' });
  });

  it.each(['', '?', '?&&==&', '?gclid=', '?gclid=%20%20', '%%%'])('reads %j as empty', (search) => {
    expect(readAttribution(search)).toEqual({ saved: {}, pageOnly: {} });
  });

  it('reads as empty when the query cannot be parsed', () => {
    jest.spyOn(globalThis, 'URLSearchParams').mockImplementation(() => {
      throw new TypeError('broken');
    });
    expect(readAttribution('?gclid=x')).toEqual({ saved: {}, pageOnly: {} });
  });
});

describe('storedAttribution', () => {
  it('reads nothing without marketing consent', () => {
    document.cookie = 'cs_attr_gclid=g; path=/';
    giveMarketingConsent(false);
    expect(storedAttribution()).toEqual({});
  });

  it('ignores cookies that are not attribution cookies', () => {
    document.cookie = 'gclid=raw; path=/';
    document.cookie = 'cs_attr_ttclid=t-1; path=/';
    expect(storedAttribution()).toEqual({ ttclid: 't-1' });
  });

  it('reads as empty when the cookie jar is unreadable', () => {
    document.cookie = 'cs_attr_gclid=g; path=/';
    jest.spyOn(document, 'cookie', 'get').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(storedAttribution()).toEqual({});
  });
});
