/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { useTestApp } from '../../test/server/harness';
import { attributeOf, elementsByTag } from '../../test/html';

/** The nonce the answer's CSP allows scripts by. */
function policyNonce(headers: Record<string, unknown>): string {
  const nonce = /'nonce-([\w+/=]+)'/.exec(String(headers['content-security-policy']))?.[1];
  if (!nonce) throw new Error('no nonce in the CSP');
  return nonce;
}

const scripts = (html: string) => elementsByTag(html, 'script');

describe('the CSP nonce', () => {
  const test = useTestApp({ fixtures: true });

  it('is written on the templates’ own scripts only, never on a script injected into the content', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/__fixtures__/injected-script/' });
    expect(response.statusCode).toBe(200);
    const nonce = policyNonce(response.headers);
    const injected = scripts(response.body).filter((script) => attributeOf(script, 'data-injected') !== undefined);
    expect(injected.map((script) => script.attrs)).toEqual([[{ name: 'data-injected', value: '' }]]);
    const own = scripts(response.body).filter((script) => attributeOf(script, 'data-injected') === undefined);
    expect(own.length).toBeGreaterThan(1);
    for (const script of own) expect(attributeOf(script, 'nonce')).toBe(nonce);
  });

  it.each(['/', '/warenkorb/', '/checkout/', '/widgets/', '/gibt-es-nicht/'])('puts the answer’s nonce on every script of %s', async (url) => {
    const response = await test.app.inject({ method: 'GET', url });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const nonce = policyNonce(response.headers);
    const tags = scripts(response.body);
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(attributeOf(tag, 'nonce')).toBe(nonce);
  });

  it('gives HTML the templates did not render a policy whose nonce appears nowhere', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/dev/outbox/' });
    const nonce = policyNonce(response.headers);
    expect(response.body).not.toContain(nonce);
  });
});
