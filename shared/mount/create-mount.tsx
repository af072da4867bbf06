import type { ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { startRuntime } from '@schaufenster/shared/runtime';
import { renderedForPageSite } from '@schaufenster/shared/site';
import { renderedForPageAddress, ServerRenderContext } from '@schaufenster/shared/ssr';
import { validate, type Struct } from 'superstruct';
import { keepFallback } from './fallback-content';
import { InvalidPropsError } from './invalid-props-error';
import { type MountHooks, REPORTS_RENDER } from './mount-hooks';
import { ensurePageLayer } from './page-layer';
import { reenterTypedText } from './reenter-typed-text';
import { findServerHtml, SERVER_SNAPSHOT_ATTRIBUTE, type ServerHtml } from './server-host';
import { WidgetContent, WidgetRoot, type WidgetRootReports } from './widget-root';

/**
 * The function every remote exposes as `./mount`: renders into `el` (hydrating the HTML the server rendered there,
 * if any), tells the loader's `hooks` when the widget is in the page or failed to render, and returns the unmount
 * function. `content` is what the server build renders into the tag's declarative shadow root.
 */
export type Mount = ((el: HTMLElement, props: unknown, hooks?: MountHooks) => () => void) & {
  readonly [REPORTS_RENDER]: true;
  readonly content: (props: unknown) => ReactNode;
  /** The API calls the widget makes first on the page at `pageUrl` (none for a widget that names none); throws for invalid props. */
  readonly requests: (props: unknown, pageUrl: string) => string[];
};

/**
 * What a widget gives createMount: its name, its props schema and how to render validated props; a widget that shows
 * what the API answers for its page's address also names the GET calls (relative URLs) it makes first, so that a
 * server looks them up before rendering it (`requests`, run under the page's site on the server).
 */
export interface WidgetDefinition<P> {
  name: string;
  props: Struct<P, unknown>;
  render: (props: P) => ReactNode;
  requests?: (props: P, pageUrl: string) => string[];
}

/** Validates a tag's props; props superstruct cannot even describe (a key `toString` that is no function) are invalid too. */
function validateProps<P>(widget: WidgetDefinition<P>, rawProps: unknown): P {
  let result: ReturnType<typeof validate<P, unknown>>;
  try {
    result = validate(rawProps ?? {}, widget.props, { coerce: true });
  } catch {
    throw new InvalidPropsError(widget.name, '(root)', 'the props cannot be read as values (a key shadows toString or valueOf)');
  }
  const [error, props] = result;
  if (error) throw InvalidPropsError.fromStructError(widget.name, error, widget.props);
  return props;
}

/** Hydrates the widget's server HTML in its shadow root, with the values the server rendered it with. */
function hydrate(server: ServerHtml, content: ReactNode): Root {
  // Hydrated once: a later mount of the same tag (after an unmount emptied the shadow root) renders afresh.
  (server.shadowRoot.host as HTMLElement).removeAttribute(SERVER_SNAPSHOT_ATTRIBUTE);
  const values = { ...server.snapshot, styleTarget: server.shadowRoot };
  // React roots work in a shadow root (a document fragment); its types name elements and documents only.
  const container = server.shadowRoot as unknown as Element;
  return hydrateRoot(container, <ServerRenderContext.Provider value={values}>{content}</ServerRenderContext.Provider>, { onCaughtError: () => undefined });
}

/**
 * Builds a remote's `mount`: validates the props (throwing InvalidPropsError, so the loader keeps the
 * fallback), starts the shared runtime once per page and renders the widget into a shadow root, or hydrates the
 * one the server rendered. A widget that fails to render gives its tag back its fallback (the technical error
 * panel only where there is none) and reports the failure; `rendered` is reported once its first commit is in the page.
 */
export function createMount<P>(widget: WidgetDefinition<P>): Mount {
  const mount = (el: HTMLElement, rawProps: unknown, hooks?: MountHooks): (() => void) => {
    const props = validateProps(widget, rawProps);
    startRuntime();
    ensurePageLayer();
    const found = findServerHtml(el, widget.name);
    // HTML rendered for another site configuration than the page's (a fragment included without it), or for another
    // address, is rendered afresh, not hydrated: it would not match, and React would leave two widgets in the tag.
    const server = found && renderedForPageSite(found.snapshot, el.ownerDocument) && renderedForPageAddress(found.snapshot, window.location) ? found : undefined;
    const fallback = keepFallback(el);
    let rendered = false;
    let failed = false;
    let root: Root | undefined;
    const reports: WidgetRootReports = {
      onRendered: () => {
        if (rendered || failed) return;
        rendered = true;
        // The first commit of a hydration is where the fields still hold what the shopper typed meanwhile.
        if (server) reenterTypedText(server.shadowRoot);
        hooks?.rendered();
      },
      onFailed: (failure: Error) => {
        failed = true;
        if (!found && fallback.visible) {
          // Called within React's commit, before the browser paints: the fallback is back in the same frame. The
          // emptied widget root can only go once React has finished that commit.
          fallback.restore();
          setTimeout(() => root?.unmount(), 0);
        }
        hooks?.failed(failure);
      },
      // Server HTML is no fallback of the CMS's: a failure in it (or in the widget rendered afresh over it) shows the panel.
      showPanel: found !== undefined || !fallback.visible,
    };
    const content = (
      <WidgetContent widget={widget.name} {...reports}>
        {widget.render(props)}
      </WidgetContent>
    );
    if (server) {
      root = hydrate(server, content);
    } else {
      // The boundary logs a caught failure naming the widget; React's own console line would only repeat it. The
      // first commit empties the tag: its fallback, or server HTML rendered for another site.
      root = createRoot(el, { onCaughtError: () => undefined });
      root.render(
        <WidgetRoot widget={widget.name} {...reports}>
          {widget.render(props)}
        </WidgetRoot>,
      );
    }
    return () => root?.unmount();
  };
  const content = (rawProps: unknown): ReactNode => <WidgetContent widget={widget.name}>{widget.render(validateProps(widget, rawProps))}</WidgetContent>;
  const requests = (rawProps: unknown, pageUrl: string): string[] => widget.requests?.(validateProps(widget, rawProps), pageUrl) ?? [];
  return Object.assign(mount, { [REPORTS_RENDER]: true, content, requests } as const);
}
