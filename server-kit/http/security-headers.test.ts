/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { useTestApp } from '../../test/server/harness';
import { attributeOf, elementsByTag } from '../../test/html';

describe('security headers', () => {
  const test = useTestApp({ allowedOrigins: ['https://shop.example'] });

  it('gives every page a strict CSP whose fresh nonce is on each of its scripts', async () => {
    const first = await test.app.inject({ method: 'GET', url: '/' });
    const second = await test.app.inject({ method: 'GET', url: '/' });
    const policy = String(first.headers['content-security-policy']);
    const nonce = /'nonce-([\w+/=]+)'/.exec(policy)?.[1];
    expect(nonce).toBeDefined();
    expect(policy).toContain("script-src 'nonce-");
    expect(policy).toContain("'strict-dynamic'");
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(policy).toContain(directive);
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    const scripts = elementsByTag(first.body, 'script');
    expect(scripts.length).toBeGreaterThan(1);
    for (const script of scripts) expect(attributeOf(script, 'nonce')).toBe(nonce);
    expect(second.headers['content-security-policy']).not.toBe(policy);
  });

  it('sends nosniff everywhere and no referrer from the reset page', async () => {
    const api = await test.app.inject({ method: 'GET', url: '/api/s/' });
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const reset = await test.app.inject({ method: 'GET', url: '/authenticate/?p=reset-password&cid=1&hash=geheim' });
    expect(reset.headers['referrer-policy']).toBe('no-referrer');
  });

  it('lets a configured origin call the API with cookies', async () => {
    const preflight = await test.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBe('https://shop.example');
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
  });

  it('allows no other origin to call the API with cookies', async () => {
    const preflight = await test.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const simple = await test.app.inject({ method: 'GET', url: '/api/s/', headers: { origin: 'https://evil.example' } });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
  });

  describe('with origins that may serve remotes (REMOTE_ORIGINS)', () => {
    const cdn = useTestApp({ remoteOrigins: ['https://cdn.example', 'https://static.team.example'] });

    it("names them in the pages' script-src, beside the nonce", async () => {
      const page = await cdn.app.inject({ method: 'GET', url: '/' });
      expect(String(page.headers['content-security-policy'])).toMatch(/script-src 'nonce-[\w+/=]+' 'strict-dynamic' https:\/\/cdn\.example https:\/\/static\.team\.example;/);
    });
  });
});
