// How CMS tags are written: small enough for the widget catalog's browser script.

/**
 * An attribute value in single quotes, as CMS templates write `data-props`. Only `&` and `'` are escaped, not with
 * escapeHtml (shared/html): an editor copies this tag, and its JSON stays readable without a `&quot;` for every quote.
 */
function singleQuoted(text: string): string {
  return `'${text.replaceAll('&', '&amp;').replaceAll("'", '&#39;')}'`;
}

/** What a tag holds and how high it stands until its widget is there (a module contract's `fallback` and `minHeight`). */
export interface TagPlaceholder {
  fallback: string;
  minHeight: number;
}

/** The tag a CMS editor places for a module with the given props, with its fallback and min-height. */
export function exampleTag(widget: string, props: object, { fallback, minHeight }: TagPlaceholder = { fallback: '', minHeight: 0 }): string {
  const data = Object.keys(props).length > 0 ? ` data-props=${singleQuoted(JSON.stringify(props))}` : '';
  const style = minHeight > 0 ? ` style="min-height:${minHeight}px"` : '';
  return `<div data-widget="${widget}"${data}${style}>${fallback}</div>`;
}
