import { describe, expect, it } from '@jest/globals';
import { drawProductImage } from './product-image';

describe('drawProductImage', () => {
  it('writes a name with markup characters as text of a well-formed SVG', () => {
    const svg = drawProductImage({ name: `Tom & Jerry's <Shirt> "Classic"`, colorId: '10', colorName: 'Schwarz' });
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.documentElement.getAttribute('aria-label')).toBe(`Tom & Jerry's <Shirt> "Classic", Schwarz`);
    expect([...doc.querySelectorAll('text')].map((text) => text.textContent)).toEqual([`Tom & Jerry's <Shirt> "Classic"`, 'Schwarz']);
    expect(doc.querySelector('rect')?.getAttribute('fill')).toBe('#1f1f1f');
  });
});
