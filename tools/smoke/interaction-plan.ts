import type { SmokeAction, SmokeInteraction, SmokeTag, SmokeTarget } from '@schaufenster/shared/props';

/** A widget tag as the smoke test reads it from a demo page: its `data-widget` and its props (undefined: not JSON). */
export interface TagOnPage {
  widget: string;
  props: unknown;
}

/** A target found on the page: the tag's place among the page's `[data-widget]` elements, and what to look for in its shadow root. */
export interface PlacedTarget {
  tagIndex: number;
  css: string;
  text?: string;
  /** How the refusal names it: `button.entry "Mein Konto" in header`. */
  label: string;
}

/** One action of an interaction, its target placed on the page. */
export type PlacedAction = { kind: 'click' | 'hover'; target: PlacedTarget } | { kind: 'type'; text: string; target: PlacedTarget };

/** An interaction as it runs on one page: which tag is the widget's, then every action and the expectation with their tags found. */
export interface PlacedInteraction {
  name: string;
  widget: string;
  tagIndex: number;
  actions: PlacedAction[];
  expect: PlacedTarget;
}

/** Tells whether a tag's props have every prop the smoke tag asks for, each equal as JSON. */
export function hasProps(props: unknown, wanted: SmokeTag['props'] = {}): boolean {
  if (typeof props !== 'object' || props === null) return Object.keys(wanted).length === 0;
  return Object.entries(wanted).every(([key, value]) => JSON.stringify((props as Record<string, unknown>)[key]) === JSON.stringify(value));
}

/** The place of the first tag on the page that is the smoke tag, or -1. */
export function findTag(tags: readonly TagOnPage[], tag: SmokeTag): number {
  return tags.findIndex((candidate) => candidate.widget === tag.widget && hasProps(candidate.props, tag.props));
}

/** How a refusal names a target: its selector, its text and the tag it is in. */
export function describeTarget(target: SmokeTarget, own: SmokeTag): string {
  return `${target.css}${target.text === undefined ? '' : ` "${target.text}"`} in ${(target.in ?? own).widget}`;
}

/** The target with its tag found on the page, or undefined when the page has no such tag. */
function placeTarget(tags: readonly TagOnPage[], target: SmokeTarget, own: SmokeTag): PlacedTarget | undefined {
  const tagIndex = findTag(tags, target.in ?? own);
  if (tagIndex < 0) return undefined;
  return { tagIndex, css: target.css, ...(target.text === undefined ? {} : { text: target.text }), label: describeTarget(target, own) };
}

/** The action with its target found on the page, or undefined when the page has no such tag. */
function placeAction(tags: readonly TagOnPage[], action: SmokeAction, own: SmokeTag): PlacedAction | undefined {
  if ('type' in action) {
    const target = placeTarget(tags, action.into, own);
    return target && { kind: 'type', text: action.type, target };
  }
  const [kind, smokeTarget] = 'click' in action ? (['click', action.click] as const) : (['hover', action.hover] as const);
  const target = placeTarget(tags, smokeTarget, own);
  return target && { kind, target };
}

/**
 * The interaction as it runs on a page with these tags, or undefined when it does not belong there: its own tag
 * (with the props it names) or a tag one of its targets is in is missing.
 */
export function placeInteraction(interaction: SmokeInteraction, tags: readonly TagOnPage[]): PlacedInteraction | undefined {
  const tagIndex = findTag(tags, interaction.tag);
  const expect = placeTarget(tags, interaction.expect, interaction.tag);
  const actions = interaction.actions.map((action) => placeAction(tags, action, interaction.tag));
  if (tagIndex < 0 || !expect || actions.some((action) => action === undefined)) return undefined;
  return { name: interaction.name, widget: interaction.tag.widget, tagIndex, actions: actions.filter((action) => action !== undefined), expect };
}

/** What a placed action does, as a refusal names it: `click button.entry in header`, `type "Kleid" into input in search`. */
export function describeAction(action: PlacedAction): string {
  return action.kind === 'type' ? `type "${action.text}" into ${action.target.label}` : `${action.kind} ${action.target.label}`;
}
