/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GENERATED_DIR, blockDefinitions, generatedFiles } from './plugin-data';
import { MODULE_TAG_NAMES } from '../../registry/remotes';

describe('the WordPress plugin’s generated files', () => {
  it.each(Object.entries(generatedFiles()))('%s is what the widgets’ props schemas and shared/site make now (else: npm run wordpress:generate)', (name, text) => {
    expect(readFileSync(path.join(GENERATED_DIR, name), 'utf8')).toBe(text);
  });

  it('has one block per widget tag, its settings the props of that tag', () => {
    const blocks = blockDefinitions();
    expect(blocks.map((block) => block.widget)).toEqual(MODULE_TAG_NAMES);
    expect(Object.keys(blocks.find((block) => block.widget === 'header')?.properties ?? {})).toEqual(['variant', 'safeCheckout', 'sellingPoints']);
  });
});
