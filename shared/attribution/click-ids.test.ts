import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { clickIdHeaders, rememberSessionClickIds, toFbc } from './click-ids';
import { clearCookies, giveMarketingConsent, visit } from './testing';

const NOW = 1_700_000_000_000;
const now = () => NOW;

beforeEach(() => {
  clearCookies();
  visit('');
  giveMarketingConsent(true);
});

afterEach(() => {
  jest.restoreAllMocks();
  rememberSessionClickIds(undefined);
});

function setCookie(name: string, value: string): void {
  document.cookie = `${name}=${value}; path=/`;
}

describe('clickIdHeaders', () => {
  it.each([
    { search: '?gclid=g-1', headers: { 'x-cs-clid-gc': 'g-1' } },
    { search: '?ttclid=t-1', headers: { 'x-cs-clid-tt': 't-1' } },
    { search: '?msclkid=m-1', headers: { 'x-cs-clid-ms': 'm-1' } },
    { search: '?prid=c-1', headers: { 'x-cs-clid-cs': 'c-1' } },
    { search: '?pId=c-2', headers: { 'x-cs-clid-cs': 'c-2' } },
    { search: '?fbclid=f-1', headers: { 'x-cs-clid-fb': `fb.1.${NOW}.f-1` } },
    { search: '?fbclid=fb.1.123.f-1', headers: { 'x-cs-clid-fb': 'fb.1.123.f-1' } },
    { search: '?gclid=a%20b%26c', headers: { 'x-cs-clid-gc': 'a%20b%26c' } },
    { search: '?utm_source=newsletter&gad_source=1', headers: { 'x-cs-clid-us': 'newsletter', 'x-cs-clid-gs': '1' } },
    { search: '?gclsrc=aw.ds&utm_campaign=sommer%20sale', headers: { 'x-cs-clid-gsr': 'aw.ds', 'x-cs-clid-uc': 'sommer%20sale' } },
  ])('turns $search into $headers', ({ search, headers }) => {
    visit(search);
    expect(clickIdHeaders({ now })).toEqual(headers);
  });

  it('URL-encodes a value with spaces and & exactly once', () => {
    expect(clickIdHeaders({ sessionClickIds: { gclid: 'a b&c' } })).toEqual({ 'x-cs-clid-gc': 'a%20b%26c' });
  });

  it.each([
    { source: 'the URL', search: '?gclid=from-url', cookie: 'from-cookie', session: 'from-session', expected: 'from-url' },
    { source: 'the cookie', search: '', cookie: 'from-cookie', session: 'from-session', expected: 'from-cookie' },
    { source: 'the session', search: '', cookie: '', session: 'from-session', expected: 'from-session' },
  ])('takes the value from $source when it is the first that has one', ({ search, cookie, session, expected }) => {
    visit(search);
    if (cookie) setCookie('cs_attr_gclid', cookie);
    expect(clickIdHeaders({ sessionClickIds: { gclid: session } })).toEqual({ 'x-cs-clid-gc': expected });
  });

  it.each([
    { source: 'the URL', search: '?ttclid=from-url', ours: 'from-our-cookie', tag: 'from-tag', expected: 'from-url' },
    { source: 'our cookie', search: '', ours: 'from-our-cookie', tag: 'from-tag', expected: 'from-our-cookie' },
    { source: "the ad tag's cookie", search: '', ours: '', tag: 'from-tag', expected: 'from-tag' },
    { source: 'the session', search: '', ours: '', tag: '', expected: 'from-session' },
  ])('takes ttclid from $source before the sources after it', ({ search, ours, tag, expected }) => {
    visit(search);
    if (ours) setCookie('cs_attr_ttclid', ours);
    if (tag) setCookie('ttclid', tag);
    expect(clickIdHeaders({ sessionClickIds: { ttclid: 'from-session' } })).toEqual({ 'x-cs-clid-tt': expected });
  });

  it("sends the ad tags' fbc, fbp, ttp and msclkid cookies (SPEC section 7)", () => {
    setCookie('_fbc', 'fb.1.1.abc');
    setCookie('_fbp', 'fb.1.1.999');
    setCookie('_ttp', 'p-1');
    setCookie('_uetmsclkid', '_uetm-1');
    expect(clickIdHeaders({ now })).toEqual({
      'x-cs-clid-fb': 'fb.1.1.abc',
      'x-cs-clid-fbp': 'fb.1.1.999',
      'x-cs-clid-ttp': 'p-1',
      'x-cs-clid-ms': 'm-1',
    });
  });

  it('falls back to the click ids of the last session answer', () => {
    rememberSessionClickIds({ gclid: 'g-session', prid: 'c-session', gad_source: '5' });
    expect(clickIdHeaders()).toEqual({ 'x-cs-clid-gc': 'g-session', 'x-cs-clid-cs': 'c-session' });
  });

  it('never takes a page-only parameter from the session: it counts for the page it arrived on', () => {
    expect(clickIdHeaders({ sessionClickIds: { gad_source: '1' } })).toEqual({});
  });

  it('sends no click id without marketing consent, only the campaign parameters of the address', () => {
    giveMarketingConsent(false);
    visit('?gclid=g-1&fbclid=f-1&utm_source=newsletter');
    setCookie('cs_attr_ttclid', 't-1');
    setCookie('_fbp', 'fb.1.1.999');
    expect(clickIdHeaders({ sessionClickIds: { msclkid: 'm-1' } })).toEqual({ 'x-cs-clid-us': 'newsletter' });
  });

  it('reads session click ids by parameter name and rewrites the session fbclid', () => {
    const sessionClickIds = { fbclid: 'f-1', prid: 'c-1', ttclid: 't-1', msclkid: 'm-1', gclid: 'g-1', gad_source: '1' };
    expect(clickIdHeaders({ now, sessionClickIds })).toEqual({
      'x-cs-clid-cs': 'c-1',
      'x-cs-clid-fb': `fb.1.${NOW}.f-1`,
      'x-cs-clid-tt': 't-1',
      'x-cs-clid-ms': 'm-1',
      'x-cs-clid-gc': 'g-1',
    });
  });

  it('answers an empty object when the cookie jar is unreadable', () => {
    visit('?gclid=g-1');
    jest.spyOn(document, 'cookie', 'get').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(clickIdHeaders({ sessionClickIds: { gclid: 'g-2' } })).toEqual({});
  });

  it('answers an empty object when the clock fails', () => {
    visit('?fbclid=f-1');
    const broken = () => {
      throw new Error('no clock');
    };
    expect(clickIdHeaders({ now: broken })).toEqual({});
  });
});

describe('toFbc', () => {
  it.each([
    { fbclid: 'abc', fbc: `fb.1.${NOW}.abc` },
    { fbclid: 'fb.1.42.abc', fbc: 'fb.1.42.abc' },
  ])('rewrites $fbclid as $fbc', ({ fbclid, fbc }) => {
    expect(toFbc(fbclid, now)).toBe(fbc);
  });
});

