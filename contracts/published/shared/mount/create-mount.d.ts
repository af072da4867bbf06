import type { ReactNode } from 'react';
import { type Struct } from 'superstruct';
import { type MountHooks, REPORTS_RENDER } from './mount-hooks.js';
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
/**
 * Builds a remote's `mount`: validates the props (throwing InvalidPropsError, so the loader keeps the
 * fallback), starts the shared runtime once per page and renders the widget into a shadow root, or hydrates the
 * one the server rendered. A widget that fails to render gives its tag back its fallback (the technical error
 * panel only where there is none) and reports the failure; `rendered` is reported once its first commit is in the page.
 */
export declare function createMount<P>(widget: WidgetDefinition<P>): Mount;
