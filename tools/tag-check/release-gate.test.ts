/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import type { JsonSchema } from '@schaufenster/shared/props';
import { REMOTE_NAMES } from '../../registry/remotes';
import { templatesGate } from './release-gate';
import { sourceSchemaDocuments } from './source-contracts';

function sourceSchema(remote: string): JsonSchema {
  const document = sourceSchemaDocuments().find((candidate) => candidate['x-widget'] === remote);
  if (!document) throw new Error(`no source schema of ${remote}`);
  return structuredClone(document);
}

describe('the release gate over the demo templates', () => {
  it('lets a release through whose schema every placed tag still passes', async () => {
    for (const remote of REMOTE_NAMES) expect(await templatesGate(remote)(sourceSchema(remote))).toEqual([]);
  });

  it('names every placed tag a new schema would break, with file, line and column', async () => {
    // A new header that drops the storefront variant: the storefront layout places it so.
    const header = sourceSchema('header');
    const mount = (header.$defs as Record<string, JsonSchema>).mount as { properties: { variant: { enum: string[] } } };
    mount.properties.variant.enum = ['checkout', 'minimal'];
    expect(await templatesGate('header')(header)).toEqual([
      expect.stringMatching(/^demo-cms\/templates\/layouts\/storefront\.liquid:\d+:\d+  header  variant: must be one of \["checkout","minimal"\]$/),
    ]);
  });

  it('refuses a new schema that drops a module a template places', async () => {
    const minicart = sourceSchema('minicart');
    delete (minicart.$defs as Record<string, JsonSchema>)['buy-button'];
    expect(await templatesGate('minicart')(minicart)).toEqual([expect.stringMatching(/product\.liquid:\d+:\d+  minicart\/buy-button  data-widget: unknown module "buy-button" of minicart/)]);
  });
});
