/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { DEMO_PRODUCT_PATH, productPath, productPathProblem } from './product-path';

describe('a product path pattern', () => {
  it('puts the slug where {slug} stands, every time it stands there', () => {
    expect(productPath('leinenkleid-1001')).toBe('/p/leinenkleid-1001/');
    expect(productPath('leinenkleid-1001', '/artikel/{slug}.html')).toBe('/artikel/leinenkleid-1001.html');
    expect(productPath('leinenkleid-1001', 'https://cms.example/shop/?artikel={slug}#{slug}')).toBe('https://cms.example/shop/?artikel=leinenkleid-1001#leinenkleid-1001');
  });

  it('encodes what a slug should never hold, so it cannot leave the path', () => {
    expect(productPath('a/../b?c', '/artikel/{slug}/')).toBe('/artikel/a%2F..%2Fb%3Fc/');
  });

  it.each([DEMO_PRODUCT_PATH, '/artikel/{slug}.html', '/produkt.php?slug={slug}', 'https://cms.example/p/{slug}/', 'HTTP://cms.example:8080/{slug}'])(
    'takes %s',
    (pattern) => {
      expect(productPathProblem(pattern)).toBeUndefined();
    },
  );

  it.each([
    ['/artikel/', /must contain \{slug\}/],
    ['/artikel/{SLUG}/', /must contain \{slug\}/],
    ['artikel/{slug}/', /path starting with "\/" or an absolute http\(s\) URL/],
    ['ftp://cms.example/{slug}', /path starting with "\/" or an absolute http\(s\) URL/],
    ['javascript:alert({slug})', /path starting with "\/" or an absolute http\(s\) URL/],
    ['//evil.example/{slug}/', /starts with one "\/"/],
    ['/\\evil.example/{slug}/', /backslashes/],
    ['/artikel/{slug} .html', /spaces/],
    ['https://{slug}.cms.example/', /in the path, not in the host/],
    ['https://user:pw@cms.example/{slug}', /credentials/],
    ['https:///{slug}', /in the path, not in the host/],
    ['https://[cms.example/{slug}', /not a valid URL/],
  ])('refuses %s', (pattern, reason) => {
    expect(productPathProblem(pattern)).toMatch(reason);
  });
});
