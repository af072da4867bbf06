import { PREVIEW_END_PATH, type RegistryPreview } from '../registry/registry';

/** The marker's attribute: one per page. */
export const PREVIEW_MARKER_ATTRIBUTE = 'data-schaufenster-preview';

/**
 * Shows that this browser previews a version (the widget catalog's Vorschau), with the link that ends it: a small
 * bar in the page's corner, above the page, styled through the DOM (no stylesheet the page's CSP would have to allow).
 */
export function showPreviewMarker({ remote, version }: RegistryPreview, registryUrl: string, doc: Document = document): HTMLElement {
  const marker = doc.querySelector<HTMLElement>(`[${PREVIEW_MARKER_ATTRIBUTE}]`) ?? doc.createElement('div');
  marker.setAttribute(PREVIEW_MARKER_ATTRIBUTE, `${remote}@${version}`);
  marker.setAttribute('role', 'status');
  Object.assign(marker.style, {
    position: 'fixed',
    left: '8px',
    bottom: '8px',
    zIndex: '6000',
    padding: '6px 10px',
    borderRadius: '4px',
    background: '#111',
    color: '#fff',
    font: '14px/1.4 system-ui, sans-serif',
  });
  const end = doc.createElement('a');
  end.href = new URL(PREVIEW_END_PATH, new URL(registryUrl, doc.baseURI)).href;
  end.textContent = 'Vorschau beenden';
  end.style.color = 'inherit';
  marker.replaceChildren(`Vorschau: ${remote} ${version}, nur in diesem Browser. `, end);
  if (!marker.isConnected) doc.body.append(marker);
  return marker;
}
