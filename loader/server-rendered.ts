import { AWAITS_BROWSER_ATTRIBUTE, readSnapshotAttribute, SERVER_SNAPSHOT_ATTRIBUTE } from '../shared/mount/server-attribute';
import { renderedForPageSite } from '../shared/site/server-site';
import type { LoadStrategy } from '../shared/props/load-strategy';
import type { WidgetTag } from './widget-tag';

/** The shadow root of the widget root the server rendered into a tag and the browser attached (declarative shadow root). */
export function serverRoot(el: HTMLElement): ShadowRoot | undefined {
  return [...el.children].find((child) => child.hasAttribute(SERVER_SNAPSHOT_ATTRIBUTE) && child.shadowRoot !== null)?.shadowRoot ?? undefined;
}

/** Tells whether a tag holds a widget root the server rendered and the browser attached, not hydrated yet. */
export function hasServerHtml(el: HTMLElement): boolean {
  return serverRoot(el) !== undefined;
}

/**
 * When a tag's remote is fetched: its strategy, except that a tag whose server HTML is on screen already waits
 * for the shopper's first interaction instead of its widget's default (eager, or visible: the HTML shows without
 * them), so React and the remote load only when used; unless it was rendered for another site configuration than
 * the page's. The window's width plays no part: the HTML lays out by its box. An explicit `data-load` is kept as written.
 */
export function effectiveLoad(el: HTMLElement, tag: WidgetTag): LoadStrategy {
  if (!waitsForUse(el)) return tag.load;
  // Rendered for another site configuration than the page's (a fragment included without it): the widget must render anew now.
  return renderedForPageSite(serverSnapshot(el), el.ownerDocument) ? 'interaction' : 'eager';
}

/**
 * Tells whether a tag waits for interaction only because of its server HTML (no explicit `data-load`): not when that
 * HTML only stands in for what the browser must fetch (a loading line, AWAITS_BROWSER_ATTRIBUTE).
 */
export function waitsForUse(el: HTMLElement): boolean {
  return (el.dataset.load ?? '').trim() === '' && hasServerHtml(el) && !awaitsBrowser(el);
}

function awaitsBrowser(el: HTMLElement): boolean {
  return [...el.children].some((child) => child.hasAttribute(SERVER_SNAPSHOT_ATTRIBUTE) && child.shadowRoot?.querySelector(`[${AWAITS_BROWSER_ATTRIBUTE}]`));
}

/** What the server's render of the tag assumed (its snapshot), as far as it can be read. */
function serverSnapshot(el: HTMLElement): Record<string, unknown> {
  return readSnapshotAttribute([...el.children].find((child) => child.hasAttribute(SERVER_SNAPSHOT_ATTRIBUTE))) ?? {};
}

