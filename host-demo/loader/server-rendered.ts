import { SERVER_SNAPSHOT_ATTRIBUTE } from '../../shared/mount/server-attribute';
import type { LoadStrategy } from '../../shared/props/load-strategy';
import type { WidgetTag } from './widget-tag';

/** Tells whether a tag holds a widget root the server rendered and the browser attached (declarative shadow root), not hydrated yet. */
export function hasServerHtml(el: HTMLElement): boolean {
  return [...el.children].some((child) => child.hasAttribute(SERVER_SNAPSHOT_ATTRIBUTE) && child.shadowRoot !== null);
}

/**
 * When a tag's remote is fetched: its strategy, except that a tag whose server HTML is on screen already waits
 * for the shopper's first interaction instead of its widget's default (eager, or visible: the HTML shows without
 * them), so React and the remote load only when used. An explicit `data-load` is kept as written.
 */
export function effectiveLoad(el: HTMLElement, tag: WidgetTag): LoadStrategy {
  if ((el.dataset.load ?? '').trim() !== '' || !hasServerHtml(el)) return tag.load;
  return 'interaction';
}
