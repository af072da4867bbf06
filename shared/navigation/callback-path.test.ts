/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { safeCallbackPath } from './callback-path';

const SHOP = 'https://shop.example';

describe('safeCallbackPath', () => {
  it.each([
    // Missing.
    [null, 'missing'],
    ['', 'empty'],
    // Control characters, which browsers drop from a URL before they resolve it.
    ['/\t/evil.example', 'a tab'],
    ['/\n/evil.example', 'a newline'],
    ['/\r/evil.example', 'a carriage return'],
    ['/\r\n/evil.example', 'CR LF'],
    ['/\u0000/evil.example', 'a NUL'],
    ['/\u007f/evil.example', 'a DEL'],
    ['/%09/evil.example', 'an encoded tab'],
    ['/%0a/evil.example', 'an encoded newline'],
    ['/%0D/evil.example', 'an encoded CR'],
    ['/%2509/evil.example', 'a double-encoded tab'],
    // Backslashes, which http(s) URLs read as slashes.
    ['\\evil.example', 'a backslash'],
    ['/\\evil.example/', 'slash backslash'],
    ['\\\\evil.example', 'two backslashes'],
    ['/%5Cevil.example', 'an encoded backslash'],
    ['/%5cevil.example', 'an encoded backslash, lower case'],
    // Scheme-relative and encoded slashes.
    ['//evil.example/', 'protocol-relative'],
    ['///evil.example/', 'three slashes'],
    ['%2F%2Fevil.example', 'encoded slashes'],
    ['%2f%2fevil.example', 'encoded slashes, lower case'],
    ['/%2F/evil.example', 'slash and an encoded slash'],
    ['/%2F%2Fevil.example', 'slash and encoded slashes'],
    // Other schemes and absolute URLs.
    ['javascript:alert(1)', 'javascript:'],
    ['JavaScript:alert(1)', 'javascript:, mixed case'],
    [' javascript:alert(1)', 'javascript: after a space'],
    ['data:text/html,<script>alert(1)</script>', 'data:'],
    ['http://evil.example', 'an absolute http URL'],
    ['https://evil.example/account/', 'an absolute https URL'],
    ['HTTPS://evil.example/', 'an absolute URL, upper case'],
    ['https://shop.example/warenkorb/', 'an absolute URL of the shop itself (the spec refuses http)'],
    ['https:evil.example', 'a scheme without slashes'],
    [' //evil.example', 'a leading space'],
    // The spec's rule: a callback containing /authenticate or http.
    ['/authenticate/?p=guest', 'the login page'],
    ['/AUTHENTICATE/', 'the login page, upper case'],
    ['/%61uthenticate/', 'the login page, encoded'],
    ['/weiter?to=https://evil.example', 'http in the query'],
    ['/weiter?to=HtTp%3A%2F%2Fevil.example', 'encoded http in the query, mixed case'],
    // Paths whose dot segments leave a scheme-relative path behind.
    ['/a/..//evil.example/', 'a dot segment before two slashes'],
    ['/.//evil.example/', 'a dot before two slashes'],
    ['/%2e%2e//evil.example/', 'encoded dots before two slashes'],
    // Not a path at all.
    ['warenkorb', 'a relative path'],
    ['?seite=2', 'a query alone'],
    ['#top', 'a hash alone'],
    ['/%E0%A4%A', 'broken percent-encoding'],
  ])('refuses %j (%s)', (callbackPath, _what) => {
    expect(safeCallbackPath(callbackPath, SHOP)).toBeNull();
  });

  it.each([
    ['/warenkorb/', '/warenkorb/'],
    ['/damen/?seite=2', '/damen/?seite=2'],
    ['/damen/?seite=2#produkte', '/damen/?seite=2#produkte'],
    ['/account/orders/#bestellung-4711', '/account/orders/#bestellung-4711'],
    ['/suche/?q=kleid%20rot&sort=preis', '/suche/?q=kleid%20rot&sort=preis'],
    ['/p/sommerkleid-1234/', '/p/sommerkleid-1234/'],
    ['/marken/caf%C3%A9/', '/marken/caf%C3%A9/'],
    ['/a/../warenkorb/', '/warenkorb/'],
  ])('lets %j through as %j', (callbackPath, target) => {
    expect(safeCallbackPath(callbackPath, SHOP)).toBe(target);
  });

  it('returns a path that stays on any origin it is resolved against', () => {
    const path = safeCallbackPath('/damen/?seite=2', SHOP) ?? '';
    expect(new URL(path, 'http://127.0.0.1:4401').origin).toBe('http://127.0.0.1:4401');
  });
});
