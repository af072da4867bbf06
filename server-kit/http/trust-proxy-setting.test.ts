/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { fastifyTrustProxy, readTrustProxy } from './trust-proxy-setting';

/** The client address a server with `TRUST_PROXY=setting` sees for a request from `peer` carrying `forwardedFor`. */
async function clientAddress(setting: string, peer: string, forwardedFor: string): Promise<string> {
  const app = Fastify({ trustProxy: fastifyTrustProxy(readTrustProxy(setting)) });
  app.get('/', async (request) => request.ip);
  const answer = await app.inject({ url: '/', remoteAddress: peer, headers: { 'x-forwarded-for': forwardedFor } });
  await app.close();
  return answer.body;
}

/** A shopper at 198.51.100.7 who writes a made-up address into X-Forwarded-For, as every client can. */
const SHOPPER = '198.51.100.7';
const FORGED = '203.0.113.66';

describe('TRUST_PROXY and the client address every limit counts', () => {
  it.each(['true', '127.0.0.1', 'loopback'])(
    'TRUST_PROXY=%s takes the address the proxy appended (the embedding guide\'s $proxy_add_x_forwarded_for), never the one the client wrote',
    async (setting) => {
      expect(await clientAddress(setting, '127.0.0.1', `${FORGED}, ${SHOPPER}`)).toBe(SHOPPER);
      expect(await clientAddress(setting, '127.0.0.1', `${FORGED}, 192.0.2.1, ${SHOPPER}`)).toBe(SHOPPER);
    },
  );

  it.each(['true', '127.0.0.1'])('TRUST_PROXY=%s takes the address a proxy that overwrites the header ($remote_addr) set', async (setting) => {
    expect(await clientAddress(setting, '127.0.0.1', SHOPPER)).toBe(SHOPPER);
  });

  it('ignores the header from a peer that is not a listed proxy, and without TRUST_PROXY', async () => {
    expect(await clientAddress('10.0.0.2', SHOPPER, FORGED)).toBe(SHOPPER);
    expect(await clientAddress('', SHOPPER, FORGED)).toBe(SHOPPER);
  });
});
