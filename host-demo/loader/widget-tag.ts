import { DEFAULT_WIDGET_TIMEOUT_MS } from './constants';

/** What a CMS tag asks for, read from its data attributes. */
export interface WidgetTag {
  /** The remote, e.g. `minicart`. */
  remote: string;
  /** The exposed module without its `./`, e.g. `mount` or `buy-button`. */
  module: string;
  /** `data-widget` as written, for messages. */
  widget: string;
  timeoutMs: number;
}

/** Selector of every widget tag. */
export const WIDGET_SELECTOR = '[data-widget]';

/** Reads a tag's remote, module and timeout (`data-timeout`, milliseconds). */
export function readWidgetTag(el: HTMLElement): WidgetTag {
  const widget = (el.dataset.widget ?? '').trim();
  const [remote = '', module = 'mount'] = widget.split('/', 2);
  const timeout = Number(el.dataset.timeout);
  return {
    remote,
    module,
    widget,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_WIDGET_TIMEOUT_MS,
  };
}

/** Parses `data-props` (absent means `{}`); throws a SyntaxError naming the problem when it is not JSON. */
export function readWidgetProps(el: HTMLElement): unknown {
  const raw = el.dataset.props;
  if (raw === undefined || raw.trim() === '') return {};
  return JSON.parse(raw) as unknown;
}
