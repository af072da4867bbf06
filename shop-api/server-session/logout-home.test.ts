/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { LINK_CLICK, useTestApp } from '../../test/server/harness';

const PUBLIC_ORIGIN = 'https://api.shop.example';
const CMS = 'https://cms.example';
const LOCAL_CMS = 'http://127.0.0.1:3927';

describe('GET /logout/ with the page’s home', () => {
  const test = useTestApp({ publicOrigin: PUBLIC_ORIGIN, allowedOrigins: [CMS, LOCAL_CMS] });

  /** Logs a fresh browser in, logs it out with `query`; gives where the logout sent it and whether it is still logged in. */
  async function logOut(query: string) {
    const browser = await test.client({ customer: {} });
    expect((await browser.get('/api/s/')).json).toMatchObject({ aboutMe: { isLogged: true } });
    const answer = await browser.get(`/logout/${query}`, LINK_CLICK);
    const after = (await browser.get('/api/s/')).json as { aboutMe: { isLogged: boolean } };
    return { status: answer.status, location: answer.headers.get('location'), cache: answer.headers.get('cache-control'), loggedIn: after.aboutMe.isLogged };
  }

  const withHome = (home: string) => `?home=${encodeURIComponent(home)}`;

  it.each([
    [`${CMS}/`, `${CMS}/`],
    [`${CMS}/start/?lang=de#oben`, `${CMS}/start/?lang=de#oben`],
    [CMS, `${CMS}/`],
    [`${PUBLIC_ORIGIN}/`, `${PUBLIC_ORIGIN}/`],
    [`${LOCAL_CMS}/`, `${LOCAL_CMS}/`],
    ['HTTPS://CMS.EXAMPLE/Start/', `${CMS}/Start/`],
    [`${CMS}/suche/?q=rotes kleid`.replace(' ', '%20'), `${CMS}/suche/?q=rotes%20kleid`],
  ])('logs out and lands on the home %s of a trusted origin, as %s', async (home, location) => {
    expect(await logOut(withHome(home))).toEqual({ status: 302, location, cache: 'no-store', loggedIn: false });
  });

  it.each([
    ['no home', ''],
    ['an empty home', '?home='],
    ['a home given twice', `?home=${encodeURIComponent(`${CMS}/`)}&home=${encodeURIComponent('https://evil.example/')}`],
    ['another origin', withHome('https://evil.example/')],
    ['a look-alike host', withHome('https://cms.example.evil.example/')],
    ['a trusted origin’s other port', withHome('https://cms.example:8443/')],
    ['a trusted origin’s other scheme', withHome('http://cms.example/')],
    ['the request’s own Host', withHome('http://localhost/')],
    ['a protocol-relative URL', withHome('//evil.example/')],
    ['a path', withHome('/konto/')],
    ['a backslashed path', withHome('/\\evil.example/')],
    ['a scheme without slashes', withHome('https:cms.example/')],
    ['a backslashed scheme', withHome('https:\\\\evil.example/')],
    ['javascript:', withHome('javascript:alert(document.cookie)')],
    ['data:', withHome('data:text/html,<script>alert(1)</script>')],
    ['ftp:', withHome('ftp://cms.example/')],
    ['userinfo before another host', withHome('https://cms.example@evil.example/')],
    ['userinfo before the trusted host', withHome('https://evil.example@cms.example/')],
    ['a backslash before userinfo', withHome('https://cms.example\\@evil.example/')],
    ['a line break', withHome('https://cms.example/\r\nSet-Cookie: sid=x')],
    ['a tab inside the host', withHome('https://cms.example\t.evil.example/')],
    ['a trusted origin in the query of another', withHome(`https://evil.example/?next=${CMS}/`)],
    ['a malformed URL', withHome('https://[cms.example/')],
    ['an overlong URL', withHome(`${CMS}/${'a'.repeat(3000)}`)],
  ])('logs out and lands on / for %s', async (_case, query) => {
    expect(await logOut(query)).toEqual({ status: 302, location: '/', cache: 'no-store', loggedIn: false });
  });
});
