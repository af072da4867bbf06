import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** A place in a source file, 1-based as editors count. */
export interface SourcePosition {
  line: number;
  column: number;
}

/** A tag's `data-props` as the source writes it: absent (`{}`), JSON, not JSON, or written by Liquid. */
export type FoundProps =
  | { kind: 'absent' }
  | { kind: 'json'; value: unknown }
  | { kind: 'not-json'; error: string }
  | { kind: 'dynamic'; source: string };

/** One widget tag of a template or page, with where it and its `data-props` start. */
export interface FoundTag {
  /** `data-widget` as written, e.g. `minicart/buy-button`. */
  widget: string;
  remote: string;
  /** The exposed module: after the slash, else `mount` (as the loader reads it). */
  module: string;
  at: SourcePosition;
  /** Where the `data-props` attribute starts; undefined when the tag has none. */
  propsAt?: SourcePosition;
  props: FoundProps;
  /** `data-load` as written, and where it starts; undefined when the tag has none. */
  load?: { value: string; at: SourcePosition };
}

/** Liquid output or a tag: only the rendered page knows the value. */
const LIQUID = /\{\{|\{%/;

function readProps(raw: string | undefined): FoundProps {
  if (raw === undefined) return { kind: 'absent' };
  if (LIQUID.test(raw)) return { kind: 'dynamic', source: raw };
  // Like the loader: a blank attribute means `{}`.
  if (raw.trim() === '') return { kind: 'json', value: {} };
  try {
    return { kind: 'json', value: JSON.parse(raw) as unknown };
  } catch (error) {
    return { kind: 'not-json', error: (error as Error).message };
  }
}

const positionOf = (location: { startLine: number; startCol: number }): SourcePosition => ({ line: location.startLine, column: location.startCol });

const attribute = (element: Element, name: string) => element.attrs.find((candidate) => candidate.name === name)?.value;

function* elementsOf(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) yield* elementsOf(child);
  if ('content' in node) yield* elementsOf(node.content);
}

/** Every element with a `data-widget` attribute in HTML or Liquid source (Liquid outside attributes is text to the parser), in source order. */
export function findWidgetTags(source: string): FoundTag[] {
  const tags: FoundTag[] = [];
  for (const element of elementsOf(parse(source, { sourceCodeLocationInfo: true }))) {
    const widget = attribute(element, 'data-widget');
    const location = element.sourceCodeLocation;
    // Elements the parser makes up (no location) were not written in the source.
    if (widget === undefined || !location) continue;
    const [remote = '', module = 'mount'] = widget.trim().split('/', 2);
    const propsLocation = location.attrs?.['data-props'];
    const load = attribute(element, 'data-load');
    const loadLocation = location.attrs?.['data-load'];
    tags.push({
      widget,
      remote,
      module,
      at: positionOf(location),
      propsAt: propsLocation && positionOf(propsLocation),
      props: readProps(attribute(element, 'data-props')),
      load: load === undefined ? undefined : { value: load, at: positionOf(loadLocation ?? location) },
    });
  }
  // The parser may move misplaced elements (e.g. out of a table); report in source order.
  return tags.sort((a, b) => a.at.line - b.at.line || a.at.column - b.at.column);
}
