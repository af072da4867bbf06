/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { readConfig } from '../../server/config';
import { fixtureServerRefusal } from './fixture-server-refusal';

describe('the fixture server of the browser tests', () => {
  it('starts on a server only this machine reaches, outside production', () => {
    expect(fixtureServerRefusal({}, readConfig({}))).toBeUndefined();
    expect(fixtureServerRefusal({}, readConfig({ PUBLIC_ORIGIN: 'http://localhost:3000' }))).toBeUndefined();
  });

  it('is refused with NODE_ENV=production: fixtures and cheap password hashes never reach a real deployment', () => {
    expect(fixtureServerRefusal({ NODE_ENV: 'production' }, readConfig({}))).toMatch(/must not run with NODE_ENV=production/);
  });

  it('is refused on a server others reach, whatever NODE_ENV says: a public origin, another listening address, a proxy in front', () => {
    for (const env of [{ PUBLIC_ORIGIN: 'https://shop.example' }, { HOST: '0.0.0.0' }, { TRUST_PROXY: 'loopback' }]) {
      expect(fixtureServerRefusal({}, readConfig(env))).toMatch(/only this machine reaches/);
    }
  });
});
