import { describe, expect, it } from '@jest/globals';
import * as session from '@schaufenster/shared/session';
import * as ky from 'ky';
import { RUNTIME_MODULES, runtimeShares } from './runtime-shares';

const VERSIONS = {
  ky: { version: '2.1.0', requiredVersion: '2.1.0' },
  superstruct: { version: '2.0.2', requiredVersion: '2.0.2' },
  '@schaufenster/shared/': { version: '0.1.0', requiredVersion: '^0.1.0' },
};

describe('runtimeShares', () => {
  it('hands every module of the runtime as a loaded singleton, by package or by the shared prefix, the very module the loader runs', () => {
    const shares = runtimeShares(VERSIONS);
    expect(Object.keys(shares)).toEqual(Object.keys(RUNTIME_MODULES));
    expect(shares.ky).toMatchObject({ version: '2.1.0', loaded: true, shareConfig: { singleton: true, requiredVersion: '2.1.0' } });
    expect(shares['@schaufenster/shared/session']).toMatchObject({ version: '0.1.0', shareConfig: { singleton: true, requiredVersion: '^0.1.0' } });
    expect(shares['@schaufenster/shared/validation/numeric-id']).toMatchObject({ version: '0.1.0' });
    expect([shares['@schaufenster/shared/session']?.lib(), shares.ky?.lib()]).toEqual([session, ky]);
  });

  it('hands nothing outside a build, where no version is known', () => {
    expect(runtimeShares({})).toEqual({});
  });
});
