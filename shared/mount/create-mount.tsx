import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { validate, type Struct } from 'superstruct';
import { keepFallback } from './fallback-content';
import { InvalidPropsError } from './invalid-props-error';
import { type MountHooks, REPORTS_RENDER } from './mount-hooks';
import { startRuntime } from './start-runtime';
import { WidgetRoot } from './widget-root';

/**
 * The function every remote exposes as `./mount`: renders into `el`, tells the loader's `hooks` when the widget is
 * in the page or failed to render, and returns the unmount function.
 */
export type Mount = ((el: HTMLElement, props: unknown, hooks?: MountHooks) => () => void) & { readonly [REPORTS_RENDER]: true };

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
 * fallback), starts the shared runtime once per page and renders the widget into a shadow root. A widget that
 * fails to render gives its tag back its fallback (the technical error panel only where there is none) and
 * reports the failure; `rendered` is reported once its first commit is in the page.
 */
export function createMount<P>(widget: WidgetDefinition<P>): Mount {
  const mount = (el: HTMLElement, rawProps: unknown, hooks?: MountHooks): (() => void) => {
    const [error, props] = validateProps(widget, rawProps);
    if (error) throw InvalidPropsError.fromStructError(widget.name, error);
    startRuntime();
    const fallback = keepFallback(el);
    // The boundary logs a caught failure naming the widget; React's own console line would only repeat it.
    const root = createRoot(el, { onCaughtError: () => undefined });
    let rendered = false;
    let failed = false;
    const onRendered = () => {
      if (rendered || failed) return;
      rendered = true;
      hooks?.rendered();
    };
    const onFailed = (failure: Error) => {
      failed = true;
      if (fallback.visible) {
        // Called within React's commit, before the browser paints: the fallback is back in the same frame. The
        // emptied widget root can only go once React has finished that commit.
        fallback.restore();
        setTimeout(() => root.unmount(), 0);
      }
      hooks?.failed(failure);
    };
    root.render(
      <WidgetRoot widget={widget.name} onRendered={onRendered} onFailed={onFailed} showPanel={!fallback.visible}>
        {widget.render(props)}
      </WidgetRoot>,
    );
    return () => root.unmount();
  };
  return Object.assign(mount, { [REPORTS_RENDER]: true } as const);
}
