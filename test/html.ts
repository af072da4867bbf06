import { parse, type DefaultTreeAdapterMap } from 'parse5';

// Reading HTML in tests the way a browser parses it (parse5), instead of with regular expressions.

/** An element of a parsed page. */
export type HtmlElement = DefaultTreeAdapterMap['element'];
type HtmlNode = DefaultTreeAdapterMap['node'];

function* walk(node: HtmlNode): Generator<HtmlNode> {
  yield node;
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) yield* walk(child);
  if (node.nodeName === 'template' && 'content' in node) yield* walk(node.content);
}

/** Every element of a page (or of one element) with the given tag name, in document order. */
export function elementsByTag(html: string | HtmlElement, tagName: string): HtmlElement[] {
  const root = typeof html === 'string' ? parse(html, { sourceCodeLocationInfo: true }) : html;
  return [...walk(root)].filter((node): node is HtmlElement => 'tagName' in node && node.tagName === tagName);
}

/** An element's attribute value as the browser reads it (entities decoded), or undefined. */
export function attributeOf(element: HtmlElement, name: string): string | undefined {
  return element.attrs.find((attribute) => attribute.name === name)?.value;
}

/** An element's inner HTML exactly as the page's source writes it (`html` is the source `elementsByTag` parsed). */
export function innerHtmlOf(html: string, element: HtmlElement): string {
  const location = element.sourceCodeLocation;
  if (!location?.startTag || !location.endTag) throw new Error(`<${element.tagName}> has no source location: parse it from a string`);
  return html.slice(location.startTag.endOffset, location.endTag.startOffset);
}

/** The text inside a node, entities decoded, as `textContent` gives it. */
export function textOf(node: HtmlNode): string {
  if (node.nodeName === '#text' && 'value' in node) return node.value;
  return 'childNodes' in node ? node.childNodes.map(textOf).join('') : '';
}
