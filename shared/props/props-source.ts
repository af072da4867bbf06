// Where a tag's props come from (ARCHITECTURE.md contract 1), said the same way by the loader and the tag checker.

/** The type of the child script a tag may carry its props in, instead of `data-props`. */
export const PROPS_SCRIPT_TYPE = 'application/json';

/** The child script as messages name it. */
export const PROPS_SCRIPT = `<script type="${PROPS_SCRIPT_TYPE}">`;

/** Why a tag with both `data-props` and a props script gets no props (said of its props): neither silently wins. */
export const PROPS_TWICE = `given twice, in data-props and in a child ${PROPS_SCRIPT}: keep one of them`;

/** Why a tag with more than one props script gets no props (said of its props). */
export const PROPS_SCRIPTS_TWICE = `given in more than one child ${PROPS_SCRIPT}: keep one of them`;

/** How to write props whose text holds an apostrophe. */
const APOSTROPHE_FIX = `write &#39; (or &apos;) for each apostrophe in the attribute, or move the props into a child ${PROPS_SCRIPT}, which needs no quoting`;

/** What went wrong with single-quoted `data-props` that an apostrophe cut short, and how to fix it; `excerpt` shows where. */
export function apostropheHint(excerpt?: string): string {
  return `an apostrophe${excerpt ? ` (${excerpt})` : ''} ended the single-quoted attribute early: ${APOSTROPHE_FIX}`;
}

/**
 * Tells whether attribute names are what an HTML parser makes of JSON that an apostrophe cut off:
 * `data-props='{"brand":"Marc O'Polo"}'` ends after `Marc O`, and the rest becomes an attribute named `polo"}'`.
 * Real attribute names hold none of a JSON text's quotes and braces.
 */
export function isCutByApostrophe(attributeNames: readonly string[]): boolean {
  return attributeNames.some((name) => name.includes("'") && /["{}[\]:,]/.test(name));
}
