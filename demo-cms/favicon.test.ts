/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { useTestApp } from '../test/server/harness';
import { attributeOf, elementsByTag } from '../test/html';

describe('the shop icon', () => {
  const test = useTestApp();

  it.each(['/', '/checkout/', '/widgets/'])('is named by the layout of %s, and served', async (url) => {
    const page = await test.app.inject({ method: 'GET', url });
    const icon = elementsByTag(page.body, 'link').find((link) => attributeOf(link, 'rel') === 'icon');
    expect(icon && attributeOf(icon, 'href')).toBe('/assets/favicon.svg');
    const served = await test.app.inject({ method: 'GET', url: '/assets/favicon.svg' });
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('<svg');
  });

  it('answers /favicon.ico, which browsers ask for on pages without an icon, instead of a 404 in the console', async () => {
    const answer = await test.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(answer.body).toContain('<svg');
  });
});
