import { SERVER_SNAPSHOT_ATTRIBUTE } from '../../shared/mount/server-attribute';
import type { LoadStrategy } from '../../shared/props/load-strategy';
import type { WidgetTag } from './widget-tag';

/** Tells whether a tag holds a widget root the server rendered and the browser attached (declarative shadow root), not hydrated yet. */
export function hasServerHtml(el: HTMLElement): boolean {
  return [...el.children].some((child) => child.hasAttribute(SERVER_SNAPSHOT_ATTRIBUTE) && child.shadowRoot !== null);
}

/**
 * When a tag's remote is fetched: its strategy, except that a tag whose server HTML is on screen already and
 * that would load eagerly by default waits for the shopper's first interaction (React and the remote load
 * only when used). An explicit `data-load` is kept as written.
 */
export function effectiveLoad(el: HTMLElement, tag: WidgetTag): LoadStrategy {
  if (tag.load !== 'eager' || (el.dataset.load ?? '').trim() !== '') return tag.load;
  return hasServerHtml(el) ? 'interaction' : 'eager';
}
