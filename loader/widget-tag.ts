import { EAGER_DEFAULTS, isLoadStrategy, type LoadDefaults, type LoadStrategy } from '../shared/props/load-strategy';
import { DEFAULT_WIDGET_TIMEOUT_MS, LOG_PREFIX } from './constants';

/** What a CMS tag asks for, read from its data attributes. */
export interface WidgetTag {
  /** The remote, e.g. `minicart`. */
  remote: string;
  /** The exposed module without its `./`, e.g. `mount` or `buy-button`. */
  module: string;
  /** `data-widget` as written, for messages. */
  widget: string;
  timeoutMs: number;
  /** When its remote is fetched: `data-load`, else the widget's default. */
  load: LoadStrategy;
  /** The bus commands that fetch it while it is deferred. */
  answers: readonly string[];
}

/** Selector of every widget tag. */
export const WIDGET_SELECTOR = '[data-widget]';

/**
 * Reads a tag's remote, module, timeout (`data-timeout`, milliseconds) and load strategy (`data-load`, else the
 * module's default, which `defaultsOf` gives from the page's registry).
 */
export function readWidgetTag(el: HTMLElement, defaultsOf: (widget: string) => LoadDefaults = () => EAGER_DEFAULTS): WidgetTag {
  const widget = (el.dataset.widget ?? '').trim();
  const [remote = '', module = 'mount'] = widget.split('/', 2);
  const timeout = Number(el.dataset.timeout);
  const defaults = defaultsOf(widget);
  return {
    remote,
    module,
    widget,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_WIDGET_TIMEOUT_MS,
    load: readLoad(el, widget, defaults.load),
    answers: defaults.answers,
  };
}

/** Tags whose misspelt `data-load` was said already (a tag is read more than once). */
const misspelt = new WeakSet<HTMLElement>();

/** `data-load` when it names a strategy; a misspelt one is said in the console (once) and the widget's default applies. */
function readLoad(el: HTMLElement, widget: string, fallback: LoadStrategy): LoadStrategy {
  const raw = el.dataset.load?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (isLoadStrategy(raw)) return raw;
  if (misspelt.has(el)) return fallback;
  misspelt.add(el);
  console.error(`${LOG_PREFIX} widget "${widget}": data-load="${raw}" is none of eager, visible, idle, interaction; its default "${fallback}" applies`);
  return fallback;
}
