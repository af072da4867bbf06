// How CMS tags are written: small enough for the widget catalog's browser script.

/**
 * An attribute value in single quotes, as CMS templates write `data-props`. Only `&` and `'` are escaped, not with
 * escapeHtml (shared/html): an editor copies this tag, and its JSON stays readable without a `&quot;` for every quote.
 */
function singleQuoted(text: string): string {
  return `'${text.replaceAll('&', '&amp;').replaceAll("'", '&#39;')}'`;
}

/** The tag a CMS editor places for a module with the given props. */
export function exampleTag(widget: string, props: object): string {
  const attributes = Object.keys(props).length > 0 ? ` data-props=${singleQuoted(JSON.stringify(props))}` : '';
  return `<div data-widget="${widget}"${attributes}></div>`;
}
