/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { isHydrationFiles } from './hydration-files';

const needs = (files: unknown, consumes: unknown = ['react']) => ({ modules: { mount: { files, consumes } }, shared: {} });

describe('isHydrationFiles', () => {
  it.each([
    ['chunks named by file', needs(['__federation_expose_mount.9b574ad2.js', 'vendors-node_modules_react-dom_client_js.f3bb1ee9.js']), true],
    ['a module without chunks of its own', needs([]), true],
    ['a chunk in another folder', needs(['../../header/1.0.0/remoteEntry.js']), false],
    ['a chunk on another origin', needs(['https://cdn.example/evil.js']), false],
    ['a file that is no script', needs(['props.schema.json']), false],
    ['consumed names that are not strings', needs(['a.js'], [1]), false],
    ['no shared modules at all', { modules: {} }, false],
    ['something else', 'hydration', false],
  ])('%s: %p', (_case, value, valid) => {
    expect(isHydrationFiles(value)).toBe(valid);
  });
});
