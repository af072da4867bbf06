import { parse, type DefaultTreeAdapterMap, type Token } from 'parse5';
import { PROPS_SCRIPT_TYPE } from '../../shared/props/props-source';
import { SITE_CONFIG_ID } from '../../shared/site/server-site';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** A widget tag of a page as the server renders it: what it names, its props, and where its content lies in the HTML. */
export interface HtmlWidgetTag {
  /** `data-widget` as written, e.g. `minicart/buy-button`. */
  widget: string;
  remote: string;
  /** The exposed module: after the slash, else `mount` (as the loader reads it). */
  module: string;
  /** The props JSON as the loader reads it; undefined when it cannot be read (the loader then reports the tag). */
  props: unknown;
  /** The tag's content, from the end of its start tag to the start of its end tag. */
  contentStart: number;
  contentEnd: number;
  /** Where the tag's props script stands in the HTML (it stays in the tag beside the server HTML). */
  propsScriptAt?: { start: number; end: number };
}

/** What the server reads of a page: its widget tags and its site configuration's text. */
export interface PageWidgets {
  tags: HtmlWidgetTag[];
  /** The text of `<script type="application/json" id="schaufenster-site">`; undefined when the page has none. */
  site?: string;
  /** The `data-registry` of the page's loader script (undefined: none given, the loader's default). */
  registry?: string;
}

const attribute = (element: Element, name: string): string | undefined => element.attrs.find((candidate) => candidate.name === name)?.value;

const textOf = (element: Element): string => element.childNodes.map((child) => (child.nodeName === '#text' && 'value' in child ? child.value : '')).join('');

function readJson(text: string): unknown {
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A tag's props as the loader reads them: `data-props` or one child props script, never both. */
function readProps(element: Element): Pick<HtmlWidgetTag, 'props' | 'propsScriptAt'> {
  const scripts = element.childNodes.filter((child): child is Element => child.nodeName === 'script' && attribute(child as Element, 'type') === PROPS_SCRIPT_TYPE);
  const inAttribute = attribute(element, 'data-props') ?? '';
  const [script] = scripts;
  if (!script) return { props: readJson(inAttribute) };
  const location = script.sourceCodeLocation;
  if (scripts.length > 1 || inAttribute.trim() !== '' || !location) return { props: undefined };
  return { props: readJson(textOf(script)), propsScriptAt: { start: location.startOffset, end: location.endOffset } };
}

function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  // Tags inside a <template> are the CMS's, for its own scripts: not rendered.
  if ('childNodes' in node && node.nodeName !== 'template') for (const child of node.childNodes) yield* elements(child);
}

/**
 * The widget tags of a page, outermost first (a tag inside another's fallback is left to the browser), and its
 * site configuration. Only tags whose start and end tag are both written in the HTML can take server HTML.
 */
export function findPageWidgets(html: string): PageWidgets {
  const tags: HtmlWidgetTag[] = [];
  let site: string | undefined;
  let registry: string | undefined;
  let insideTagUntil = -1;
  for (const element of elements(parse(html, { sourceCodeLocationInfo: true }))) {
    const location: Token.ElementLocation | undefined = element.sourceCodeLocation ?? undefined;
    if (element.tagName === 'script' && attribute(element, 'id') === SITE_CONFIG_ID && site === undefined) site = textOf(element);
    if (element.tagName === 'script' && attribute(element, 'data-registry') !== undefined) registry ??= attribute(element, 'data-registry');
    const widget = attribute(element, 'data-widget');
    if (widget === undefined || !location?.startTag || !location.endTag || location.startOffset < insideTagUntil) continue;
    insideTagUntil = location.endOffset;
    const [remote = '', module = 'mount'] = widget.split('/');
    tags.push({ widget, remote, module, contentStart: location.startTag.endOffset, contentEnd: location.endTag.startOffset, ...readProps(element) });
  }
  return { tags, site, registry };
}
