import { type MountHooks, REPORTS_RENDER } from '../shared/mount/mount-hooks';

/** What an exposed widget module exports: `mount`, which calls its hooks if it carries REPORTS_RENDER. */
export interface WidgetModule {
  mount: ((el: HTMLElement, props: unknown, hooks?: MountHooks) => () => void) & { readonly [REPORTS_RENDER]?: boolean };
}

/** Raised when a widget fails while rendering (its error boundary caught it): its tag counts as failed. */
export class RenderError extends Error {
  override readonly name = 'RenderError';

  constructor(widget: string, cause: Error) {
    super(`widget "${widget}" threw while rendering: ${cause.message}`, { cause });
  }
}

/** A widget mounted into its tag: how to unmount it, and when its first render settled. */
export interface MountedWidget {
  unmount: () => void;
  /** Resolves once the widget is in the page; rejects with a RenderError when its first render fails. */
  rendered: Promise<void>;
}

/**
 * Mounts a widget and follows its rendering: `rendered` settles with its first commit (at once for a remote built
 * before render reports); a failure after that goes to `onLateFailure`. A mount that throws, throws here.
 */
export function mountWidget(module: WidgetModule, widget: string, el: HTMLElement, props: unknown, onLateFailure: (error: RenderError) => void): MountedWidget {
  let settled = false;
  let settle: { resolve: () => void; reject: (error: RenderError) => void } | undefined;
  const rendered = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  const hooks: MountHooks = {
    rendered: () => {
      if (settled) return;
      settled = true;
      settle?.resolve();
    },
    failed: (cause) => {
      const error = new RenderError(widget, cause);
      if (settled) return onLateFailure(error);
      settled = true;
      settle?.reject(error);
    },
  };
  const unmount = module.mount(el, props, hooks);
  if (module.mount[REPORTS_RENDER] !== true) hooks.rendered();
  return { unmount, rendered };
}
