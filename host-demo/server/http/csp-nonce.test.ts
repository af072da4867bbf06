/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { STARTUP_TIMEOUT_MS } from '../cart/test-server';
import { createTestApp, type TestApp } from '../test-app';

/** The nonce the answer's CSP allows scripts by. */
function policyNonce(headers: Record<string, unknown>): string {
  const nonce = /'nonce-([\w+/=]+)'/.exec(String(headers['content-security-policy']))?.[1];
  if (!nonce) throw new Error('no nonce in the CSP');
  return nonce;
}

const scriptTags = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);

describe('the CSP nonce', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ fixtures: true });
  }, STARTUP_TIMEOUT_MS);
  afterAll(() => test.close());

  it('is written on the templates’ own scripts only, never on a script injected into the content', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/__fixtures__/injected-script/' });
    expect(response.statusCode).toBe(200);
    const nonce = policyNonce(response.headers);
    const injected = scriptTags(response.body).filter((tag) => tag.includes('data-injected'));
    expect(injected).toEqual(['<script data-injected>']);
    const own = scriptTags(response.body).filter((tag) => !tag.includes('data-injected'));
    expect(own.length).toBeGreaterThan(1);
    for (const tag of own) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it.each(['/', '/warenkorb/', '/checkout/', '/widgets/', '/gibt-es-nicht/'])('puts the answer’s nonce on every script of %s', async (url) => {
    const response = await test.app.inject({ method: 'GET', url });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const nonce = policyNonce(response.headers);
    const tags = scriptTags(response.body);
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).toMatch(new RegExp(`^<script nonce="${nonce.replace(/[+/]/g, '\\$&')}"`));
  });

  it('gives HTML the templates did not render a policy whose nonce appears nowhere', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/dev/outbox/' });
    const nonce = policyNonce(response.headers);
    expect(response.body).not.toContain(nonce);
  });
});
