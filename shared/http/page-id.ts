import { boolean, is, optional, string, type } from 'superstruct';

/**
 * What the loader hands the shared runtime about the page on `window.schaufenster`: the CMS page's id
 * (the loader script's `data-page-id`) and whether the page runs in development (`data-dev`). Read as
 * a boundary: the loader and the runtime are released apart, so anything else there is ignored.
 */
export const LoaderHandover = type({ pageId: optional(string()), development: optional(boolean()) });

function handover(): { pageId?: string; development?: boolean } {
  try {
    const value: unknown = Reflect.get(window, 'schaufenster');
    return is(value, LoaderHandover) ? value : {};
  } catch {
    return {};
  }
}

/** The CMS page's id as the loader handed it over (sent as `x-cs-sys-pi`, reported as `page_view.page_id`); empty when the page set none. */
export function currentPageId(): string {
  return handover().pageId?.trim() ?? '';
}

/** Tells whether the page runs in development (its loader script carries `data-dev`): only then do the widgets warn about page mistakes. */
export function isDevelopment(): boolean {
  return handover().development === true;
}

let warnedFor: string | undefined;

/**
 * In development, warns once per address when the page has no page id (the CMS forgot `data-page-id` on the
 * loader script): its calls and page views would go out without one. Silent in production.
 */
export function warnIfPageIdMissing(): void {
  if (!isDevelopment() || currentPageId() !== '' || warnedFor === location.href) return;
  warnedFor = location.href;
  console.warn('[schaufenster] this page has no page id: give the loader script data-page-id="<the CMS page id>"; x-cs-sys-pi and page_view.page_id stay empty');
}
