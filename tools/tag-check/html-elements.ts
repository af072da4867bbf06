import { parse, type DefaultTreeAdapterMap, type Token } from 'parse5';

/** An element of a parsed page or template, with where the source writes it. */
export type Element = DefaultTreeAdapterMap['element'] & { sourceCodeLocation: Token.ElementLocation };

type Node = DefaultTreeAdapterMap['node'];

/** A place in a source file, 1-based as editors count. */
export interface SourcePosition {
  line: number;
  column: number;
}

/** Where a located element or attribute starts. */
export const positionOf = (location: { startLine: number; startCol: number }): SourcePosition => ({ line: location.startLine, column: location.startCol });

/** An attribute's value as the parser read it; undefined when the element has none. */
export const attribute = (element: Element, name: string): string | undefined => element.attrs.find((candidate) => candidate.name === name)?.value;

/** The text inside an element (a script's JSON). */
export const textOf = (element: Element): string => element.childNodes.map((child) => ('value' in child && child.nodeName === '#text' ? child.value : '')).join('');

const isLocated = (element: DefaultTreeAdapterMap['element']): element is Element => element.sourceCodeLocation != null;

function* elementsOf(node: Node): Generator<Element> {
  if ('tagName' in node && isLocated(node)) yield node;
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) yield* elementsOf(child);
  if ('content' in node) yield* elementsOf(node.content);
}

/**
 * Every element written in HTML or Liquid source (Liquid outside attributes is text to the parser), with its
 * location; elements the parser makes up (an implied `<tbody>`) have none and are left out.
 */
export function sourceElements(source: string): Generator<Element> {
  return elementsOf(parse(source, { sourceCodeLocationInfo: true }));
}

/** Liquid output or a tag: only the rendered page knows the value. */
export const LIQUID = /\{\{|\{%/;
