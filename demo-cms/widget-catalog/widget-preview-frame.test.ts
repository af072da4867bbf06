import { describe, expect, it } from '@jest/globals';
import { pageLoaderSettings, previewDocument, previewSize } from './widget-preview-frame';

describe('the preview frame of the widget catalog', () => {
  it('previews a window of the chosen width, or a theme column of the chosen width in a 1366 px window', () => {
    expect(previewSize('375')).toEqual({ window: 375 });
    expect(previewSize('box-650')).toEqual({ window: 1366, box: 650 });
    expect(previewSize('box-')).toEqual({ window: 375 });
  });

  it("loads the page's loader with its registry, beacon and nonce", () => {
    const html = previewDocument({ src: '/widgets/loader.js', registry: '/widgets/registry.json', beacon: '/api/widget-mounts/', nonce: 'abc+/=' });
    expect(html).toContain('<script src="/widgets/loader.js" data-registry="/widgets/registry.json" data-beacon="/api/widget-mounts/" nonce="abc+/=" defer></script>');
    expect(html).toContain('<div data-preview-stage></div>');
  });

  it('escapes what it writes into attributes', () => {
    const html = previewDocument({ src: '/widgets/loader.js?a=1&b="2"', nonce: 'n' });
    expect(html).toContain('src="/widgets/loader.js?a=1&amp;b=&quot;2&quot;"');
    expect(html).not.toContain('data-registry');
  });

  it('reads the settings from the loader script of a page', () => {
    document.body.innerHTML = '<script src="/widgets/loader.js" data-registry="/widgets/registry.dev.json" data-beacon="/b/"></script>';
    expect(pageLoaderSettings(document)).toEqual({ src: '/widgets/loader.js', registry: '/widgets/registry.dev.json', beacon: '/b/', nonce: '' });
    document.body.innerHTML = '';
    expect(pageLoaderSettings(document)).toBeUndefined();
  });
});
