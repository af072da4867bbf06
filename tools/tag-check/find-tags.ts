import { apostropheHint, isCutByApostrophe, PROPS_SCRIPT, PROPS_SCRIPT_TYPE, PROPS_SCRIPTS_TWICE, PROPS_TWICE } from '../../shared/props/props-source';
import { attribute, LIQUID, positionOf, sourceElements, textOf, type Element, type SourcePosition } from './html-elements';

/** Where a tag's props are written: its attribute or its child script (the field a problem names). */
export type PropsField = 'data-props' | typeof PROPS_SCRIPT;

/**
 * A tag's props as the source writes them: absent (`{}`), JSON, not JSON (with the loader's reason), written by
 * Liquid, or given in two places at once (the loader mounts nothing then).
 */
export type FoundProps =
  | { kind: 'absent' }
  | { kind: 'json'; value: unknown }
  | { kind: 'not-json'; field: PropsField; error: string }
  | { kind: 'dynamic'; source: string }
  | { kind: 'conflict'; reason: string };

/** One widget tag of a template or page, with where it and its props start. */
export interface FoundTag {
  /** `data-widget` as written, e.g. `minicart/buy-button`. */
  widget: string;
  remote: string;
  /** The exposed module: after the slash, else `mount` (as the loader reads it). */
  module: string;
  at: SourcePosition;
  /** Where the `data-props` attribute or the props script starts; undefined when the tag has neither. */
  propsAt?: SourcePosition;
  props: FoundProps;
  /** `data-load` as written, and where it starts; undefined when the tag has none. */
  load?: { value: string; at: SourcePosition };
}

/** Props JSON as the loader reads it: blank means `{}`; Liquid means only the rendered page knows. */
function readJson(raw: string, field: PropsField, hint?: () => string | undefined): FoundProps {
  if (LIQUID.test(raw)) return { kind: 'dynamic', source: raw };
  if (raw.trim() === '') return { kind: 'json', value: {} };
  try {
    return { kind: 'json', value: JSON.parse(raw) as unknown };
  } catch (error) {
    const why = hint?.();
    return { kind: 'not-json', field, error: `${(error as Error).message}${why ? `; ${why}` : ''}` };
  }
}

/** Characters of the source shown on each side of the apostrophe that cut `data-props` short. */
const EXCERPT_CHARACTERS = 12;

/**
 * The fix for single-quoted `data-props` that an apostrophe cut short (the parser then makes the rest of the
 * JSON into attributes such as `polo"}'`), showing where; undefined when that is not what happened.
 */
function apostropheCut(element: Element, source: string): string | undefined {
  const location = element.sourceCodeLocation.attrs?.['data-props'];
  // parse5 ends this location at the name when the tag goes on without a space; the value is found by its quotes.
  const opening = location && /^data-props\s*=\s*'/i.exec(source.slice(location.startOffset));
  if (!location || !opening) return undefined;
  const after = element.attrs.slice(element.attrs.findIndex((candidate) => candidate.name === 'data-props') + 1);
  if (!isCutByApostrophe(after.map((candidate) => candidate.name))) return undefined;
  const valueStart = location.startOffset + opening[0].length;
  const cut = source.indexOf("'", valueStart);
  // Up to the end of the start tag: what follows the apostrophe is what the editor must look at.
  const rest = source.slice(cut + 1, cut + 1 + EXCERPT_CHARACTERS).split('>')[0];
  const excerpt = `${source.slice(Math.max(valueStart, cut - EXCERPT_CHARACTERS), cut + 1)}${rest}`.replace(/\s+/g, ' ');
  return apostropheHint(`…${excerpt}…`);
}

/** The tag's own props scripts (children, not scripts deeper in its fallback HTML). */
const propsScripts = (element: Element): Element[] =>
  element.childNodes.filter((child): child is Element => 'tagName' in child && child.tagName === 'script' && attribute(child as Element, 'type') === PROPS_SCRIPT_TYPE);

/** A tag's props and where they start, read as the loader reads them (loader/widget-props.ts). */
function readProps(element: Element, source: string): Pick<FoundTag, 'props' | 'propsAt'> {
  const attributeAt = element.sourceCodeLocation.attrs?.['data-props'];
  const raw = attribute(element, 'data-props');
  const scripts = propsScripts(element);
  const [script] = scripts;
  if (!script) {
    if (raw === undefined) return { props: { kind: 'absent' } };
    return { props: readJson(raw, 'data-props', () => apostropheCut(element, source)), propsAt: attributeAt && positionOf(attributeAt) };
  }
  const propsAt = positionOf(script.sourceCodeLocation);
  if (scripts.length > 1) return { props: { kind: 'conflict', reason: PROPS_SCRIPTS_TWICE }, propsAt };
  if (raw !== undefined && raw.trim() !== '') return { props: { kind: 'conflict', reason: PROPS_TWICE }, propsAt: attributeAt && positionOf(attributeAt) };
  return { props: readJson(textOf(script), PROPS_SCRIPT), propsAt };
}

/** Every element with a `data-widget` attribute in HTML or Liquid source, in source order. */
export function findWidgetTags(source: string): FoundTag[] {
  const tags: FoundTag[] = [];
  for (const element of sourceElements(source)) {
    const widget = attribute(element, 'data-widget');
    if (widget === undefined) continue;
    const location = element.sourceCodeLocation;
    const [remote = '', module = 'mount'] = widget.trim().split('/', 2);
    const load = attribute(element, 'data-load');
    const loadLocation = location.attrs?.['data-load'];
    tags.push({
      widget,
      remote,
      module,
      at: positionOf(location),
      ...readProps(element, source),
      load: load === undefined ? undefined : { value: load, at: positionOf(loadLocation ?? location) },
    });
  }
  // The parser may move misplaced elements (e.g. out of a table); report in source order.
  return tags.sort((a, b) => a.at.line - b.at.line || a.at.column - b.at.column);
}
