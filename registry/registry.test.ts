/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { registryEnvironment, registryFile } from './registry';

describe('registryEnvironment', () => {
  it.each([
    ['/widgets/registry.json', 'production'],
    ['https://cdn.example/widgets/registry.staging.json?v=2', 'staging'],
    ['registry.dev.json', 'dev'],
    ['/__fixtures__/registry/header/missing.json', undefined],
    ['/widgets/registry.production.json', undefined],
    ['/widgets/registry.Prod!.json', undefined],
  ])('reads %s as %p', (url, environment) => {
    expect(registryEnvironment(url)).toBe(environment);
  });

  it('is the inverse of registryFile', () => {
    for (const environment of ['production', 'staging', 'dev']) expect(registryEnvironment(`/widgets/${registryFile(environment)}`)).toBe(environment);
  });
});
