import { WIDGET_SELECTOR } from './widget-tag';
import type { WidgetLoader } from './widget-loader';

/** Mounts widget tags added to the page later (e.g. by CMS scripts) and unmounts removed ones. */
export function observeTags(loader: WidgetLoader): MutationObserver {
  const observer = new MutationObserver((records) => {
    let removed = false;
    for (const record of records) {
      removed ||= record.removedNodes.length > 0;
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        if (node.matches(WIDGET_SELECTOR)) void loader.mount(node);
        for (const el of node.querySelectorAll<HTMLElement>(WIDGET_SELECTOR)) void loader.mount(el);
      }
    }
    if (removed) loader.unmountDetached();
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  return observer;
}
