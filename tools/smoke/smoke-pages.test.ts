/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { smokePages } from './smoke-pages';

describe('smokePages', () => {
  it('finds the pages where a remote stands: its layout pages and its own templates, for a visitor', async () => {
    expect(await smokePages('header')).toEqual(expect.arrayContaining([{ path: '/' }, { path: '/checkout/' }]));
    expect(await smokePages('minicart')).toEqual(expect.arrayContaining([{ path: '/' }, { product: true }]));
    expect(await smokePages('address')).toEqual(expect.arrayContaining([{ path: '/' }, { path: '/checkout/' }]));
  });

  it('opens no page twice and none a visitor cannot (customer pages)', async () => {
    const pages = await smokePages('auth');
    expect(new Set(pages.map((page) => JSON.stringify(page))).size).toBe(pages.length);
    expect(pages).not.toContainEqual({ path: '/account/overview/' });
  });
});
