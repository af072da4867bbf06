/** The pager under a listing: where the previous and next pages are. */
export interface Pager {
  page: number;
  pageCount: number;
  previousHref?: string;
  nextHref?: string;
}

function pageHref(path: string, params: Readonly<Record<string, string>>, page: number): string {
  const search = new URLSearchParams(Object.entries(params).filter(([, value]) => value !== ''));
  // Page 1 has no parameter, so every page has exactly one address.
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The pager of page `page` of `pageCount`, keeping the listing's other parameters (e.g. `q`); null for a single page. */
export function buildPager(path: string, params: Readonly<Record<string, string>>, page: number, pageCount: number): Pager | null {
  if (pageCount <= 1) return null;
  return {
    page,
    pageCount,
    ...(page > 1 && { previousHref: pageHref(path, params, page - 1) }),
    ...(page < pageCount && { nextHref: pageHref(path, params, page + 1) }),
  };
}
