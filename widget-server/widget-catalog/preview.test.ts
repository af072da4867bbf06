/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { PREVIEW_MAX_AGE_S, previewToken, readPreviewToken } from './preview';

const KEY = 'a-key-of-this-server-0123456789abcdef';
const NOW = new Date('2026-11-29T09:00:00Z');
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe('the preview cookie', () => {
  it('names the remote and version it was issued for, under the key that signed it, for a working day', () => {
    const token = previewToken(KEY, { remote: 'search', version: '1.3.0' }, NOW);
    expect(readPreviewToken(KEY, token, later(60))).toEqual({ remote: 'search', version: '1.3.0' });
    expect(readPreviewToken(KEY, token, later(PREVIEW_MAX_AGE_S))).toEqual({ remote: 'search', version: '1.3.0' });
    expect(readPreviewToken(KEY, token, later(PREVIEW_MAX_AGE_S + 1))).toBeUndefined();
    expect(readPreviewToken(`${KEY}-changed`, token, later(60))).toBeUndefined();
  });

  it('is refused when anything of it was changed: the version, the remote, the time or the signature', () => {
    const token = previewToken(KEY, { remote: 'search', version: '1.3.0' }, NOW);
    const [payload = '', signature = ''] = [token.slice(0, token.lastIndexOf('.')), token.slice(token.lastIndexOf('.') + 1)];
    expect(readPreviewToken(KEY, token.replace('1.3.0', '1.4.0'), NOW)).toBeUndefined();
    expect(readPreviewToken(KEY, token.replace('search', 'header'), NOW)).toBeUndefined();
    expect(readPreviewToken(KEY, `${payload.replace(/\.\d+$/, `.${Math.floor(NOW.getTime() / 1000) + 3600}`)}.${signature}`, NOW)).toBeUndefined();
    expect(readPreviewToken(KEY, `${payload}.${'A'.repeat(signature.length)}`, NOW)).toBeUndefined();
    expect(readPreviewToken(KEY, `${payload}.short`, NOW)).toBeUndefined();
  });

  it('names only a known remote at a release version: nothing else is signed into a page', () => {
    for (const preview of [
      { remote: 'no-such-widget', version: '1.0.0' },
      { remote: 'search', version: '0.0.0-dev' },
      { remote: 'search', version: 'latest' },
    ]) {
      expect(readPreviewToken(KEY, previewToken(KEY, preview, NOW), NOW)).toBeUndefined();
    }
  });
});
