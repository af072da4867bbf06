import { readServerProducts, type ServerSnapshot } from '@schaufenster/shared/ssr';
import { readSnapshotAttribute, SERVER_SNAPSHOT_ATTRIBUTE } from './server-attribute';
import { WIDGET_ROOT_ATTRIBUTE } from './widget-root';

export { SERVER_SNAPSHOT_ATTRIBUTE };

/** A widget's HTML rendered on the server, found in its tag: the shadow root the browser parsed and what the render assumed. */
export interface ServerHtml {
  shadowRoot: ShadowRoot;
  snapshot: ServerSnapshot;
}

/** The snapshot's products as a spread: none when it carries none the widget can read. */
function productsOf(value: unknown): Pick<ServerSnapshot, 'products'> {
  const products = readServerProducts(value);
  return products ? { products } : {};
}

/** Reads a host's snapshot; anything unreadable counts as no server HTML (the widget then mounts afresh). */
function readSnapshot(host: Element | undefined): ServerSnapshot | undefined {
  const value = readSnapshotAttribute(host);
  // No window width is read: the server renders one HTML for every screen (an older snapshot's width is ignored).
  if (typeof value?.busValues !== 'object' || value.busValues === null) return undefined;
  return {
    busValues: value.busValues,
    ...(typeof value.siteKey === 'string' && { siteKey: value.siteKey }),
    // Products the page's server looked up: the widget hydrates with them (products of another shape: it asks the API).
    ...productsOf(value.products),
    ...(typeof value.pageUrl === 'string' && { pageUrl: value.pageUrl }),
    ...(typeof value.answers === 'object' && value.answers !== null && !Array.isArray(value.answers) && { answers: value.answers as Record<string, unknown> }),
  };
}

/** The server-rendered widget root in a tag (a direct child whose declarative shadow root the browser attached), if any. */
export function findServerHtml(el: HTMLElement, widget: string): ServerHtml | undefined {
  const host = [...el.children].find((child) => child.getAttribute(WIDGET_ROOT_ATTRIBUTE) === widget && child.hasAttribute(SERVER_SNAPSHOT_ATTRIBUTE));
  const snapshot = readSnapshot(host);
  if (!host?.shadowRoot || !snapshot) return undefined;
  return { shadowRoot: host.shadowRoot, snapshot };
}
