import { browser } from '@wdio/globals';
import { addInitScript } from '../../scripts/chromium';

/** A `<script src>` the page added, as the browser was asked to load it. */
export interface ScriptTag {
  src: string;
  integrity: string;
  crossOrigin: string | null;
}

/** Where the page keeps what it recorded. */
const STORE = '__scriptTags';

/**
 * Records every script element added to the pages opened from now on (the loader's entries and webpack's
 * chunk scripts, which webpack removes again once loaded). `read` gives the current page's; call `stop` when done.
 */
export async function recordScriptTags(): Promise<{ read: () => Promise<ScriptTag[]>; stop: () => Promise<void> }> {
  const remove = await addInitScript(browser, (key: string) => {
    const tags: ScriptTag[] = [];
    Object.defineProperty(window, key, { value: tags });
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) {
          if (node instanceof HTMLScriptElement && node.src) tags.push({ src: node.src, integrity: node.integrity, crossOrigin: node.crossOrigin });
        }
      }
    }).observe(document, { childList: true, subtree: true });
  }, STORE);
  return {
    read: () => browser.execute((key: string) => [...((window as unknown as Record<string, ScriptTag[] | undefined>)[key] ?? [])], STORE),
    stop: remove,
  };
}
