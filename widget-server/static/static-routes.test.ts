/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { IMMUTABLE, REVALIDATE, widgetCacheControl } from './static-routes';

describe('widgetCacheControl', () => {
  it.each(['header/1.1.0/remoteEntry.js', 'minicart/2.0.0-canary.3/__federation_expose_mount.1a2b3c4d.js', 'auth/10.20.30/props.schema.json', 'mf-runtime.0a1b2c3d.js'])(
    'caches %s for a year: a released version folder never changes, a chunk of the loader is named by its content',
    (file) => {
      expect(widgetCacheControl(file)).toBe(IMMUTABLE);
    },
  );

  it.each([
    'registry.json',
    'loader.js',
    'speed-insights.js',
    'mf-runtime.js',
    'header/0.0.0-dev/remoteEntry.js',
    'header/.staging-1.2.0-4711/remoteEntry.js',
    'header/v1.1.0/remoteEntry.js',
    'header/1.1/remoteEntry.js',
    'header/1.1.0',
  ])('revalidates %s: it may change in place', (file) => {
    expect(widgetCacheControl(file)).toBe(REVALIDATE);
  });
});
