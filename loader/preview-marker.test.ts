import { describe, expect, it } from '@jest/globals';
import { PREVIEW_MARKER_ATTRIBUTE, showPreviewMarker } from './preview-marker';

describe('the preview marker', () => {
  it("names the previewed version on the page, once, with a link beside the registry that ends the preview", () => {
    document.body.replaceChildren();
    showPreviewMarker({ remote: 'search', version: '1.3.0' }, 'https://widgets.example/widgets/registry.json');
    const marker = showPreviewMarker({ remote: 'search', version: '1.3.0' }, 'https://widgets.example/widgets/registry.json');
    expect(document.querySelectorAll(`[${PREVIEW_MARKER_ATTRIBUTE}]`)).toHaveLength(1);
    expect(marker.getAttribute('role')).toBe('status');
    expect(marker.textContent).toBe('Vorschau: search 1.3.0, nur in diesem Browser. Vorschau beenden');
    expect(marker.querySelector('a')?.href).toBe('https://widgets.example/widgets/vorschau/beenden/');
    expect(marker.style.position).toBe('fixed');
  });
});
