import { apostropheHint, isCutByApostrophe, PROPS_SCRIPT, PROPS_SCRIPT_TYPE, PROPS_SCRIPTS_TWICE, PROPS_TWICE } from '../shared/props/props-source';

/** Why a tag's props cannot be read: not JSON, or given twice; the message names the source and the problem. */
export class WidgetPropsError extends Error {
  override readonly name = 'WidgetPropsError';
}

/**
 * The props script each tag had when its props were read. Mounting replaces the tag's content (React empties
 * its container), script included; an unmount puts it back, so a later mount reads the same props.
 */
const propsScripts = new WeakMap<HTMLElement, HTMLScriptElement>();

/** The tag's own `<script type="application/json">` children (not those of its fallback HTML further down). */
function childPropsScripts(el: HTMLElement): HTMLScriptElement[] {
  return [...el.children].filter((child): child is HTMLScriptElement => child instanceof HTMLScriptElement && child.getAttribute('type') === PROPS_SCRIPT_TYPE);
}

function parseProps(text: string, source: string, hint?: string): unknown {
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new WidgetPropsError(`${source} is not valid JSON: ${(error as Error).message}${hint ? `; ${hint}` : ''}`);
  }
}

/**
 * A tag's props: the JSON of `data-props` or of one child `<script type="application/json">` (blank or absent
 * means `{}`). Throws a WidgetPropsError when the JSON is broken or both are given (neither wins silently).
 */
export function readWidgetProps(el: HTMLElement): unknown {
  const scripts = childPropsScripts(el);
  const attribute = el.dataset.props ?? '';
  const [script] = scripts;
  if (scripts.length > 1) throw new WidgetPropsError(`props ${PROPS_SCRIPTS_TWICE}`);
  if (script && attribute.trim() !== '') throw new WidgetPropsError(`props ${PROPS_TWICE}`);
  if (script) {
    propsScripts.set(el, script);
    return parseProps(script.textContent ?? '', `its child ${PROPS_SCRIPT}`);
  }
  const cut = isCutByApostrophe([...el.attributes].map((attr) => attr.name));
  return parseProps(attribute, 'data-props', cut ? apostropheHint() : undefined);
}

/** Puts a tag's props script back after its widget unmounted (the mount had replaced it with the widget). */
export function restorePropsScript(el: HTMLElement): void {
  const script = propsScripts.get(el);
  if (script && script.parentNode !== el) el.append(script);
}
