import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { validate, type Struct } from 'superstruct';
import { InvalidPropsError } from './invalid-props-error';
import { startRuntime } from './start-runtime';
import { WidgetRoot } from './widget-root';

/** The function every remote exposes as `./mount`: renders into `el` and returns the unmount function. */
export type Mount = (el: HTMLElement, props: unknown) => () => void;

/** What a widget gives createMount: its name, its props schema and how to render validated props. */
export interface WidgetDefinition<P> {
  name: string;
  props: Struct<P, unknown>;
  render: (props: P) => ReactNode;
}

/** Validates a tag's props; props superstruct cannot even describe (a key `toString` that is no function) are invalid too. */
function validateProps<P>(widget: WidgetDefinition<P>, rawProps: unknown): ReturnType<typeof validate<P, unknown>> {
  try {
    return validate(rawProps ?? {}, widget.props, { coerce: true });
  } catch {
    throw new InvalidPropsError(widget.name, '(root)', 'the props cannot be read as values (a key shadows toString or valueOf)');
  }
}

/**
 * Builds a remote's `mount`: validates the props (throwing InvalidPropsError, so the loader keeps the
 * fallback), starts the shared runtime once per page and renders the widget into a shadow root.
 */
export function createMount<P>(widget: WidgetDefinition<P>): Mount {
  return (el, rawProps) => {
    const [error, props] = validateProps(widget, rawProps);
    if (error) throw InvalidPropsError.fromStructError(widget.name, error);
    startRuntime();
    const root = createRoot(el);
    root.render(<WidgetRoot widget={widget.name}>{widget.render(props)}</WidgetRoot>);
    return () => root.unmount();
  };
}
