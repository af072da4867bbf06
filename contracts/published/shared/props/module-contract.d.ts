import type { Struct } from 'superstruct';
import type { LoadStrategy } from './load-strategy.js';
/** A text for the CMS team in German, with the English one for widget teams. */
export interface Description {
    de: string;
    en: string;
}
/** What a CMS editor needs to know about one exposed module: its props schema, what each prop means, an example. */
export interface ModuleContract<T extends object = object> {
    props: Struct<T, unknown>;
    description: Description;
    /** One description per top-level prop (the type demands every one). */
    fields: {
        [K in keyof NoInfer<T>]-?: Description;
    };
    /** Props of the example tag; they must pass the schema (tested). */
    example: NoInfer<T>;
    /**
     * What the example tag holds until the widget is there (and stays without JavaScript): a German fallback in HTML
     * (a link to the page the widget leads to, named by route as `{routes.cart}`, never a shop's path; or a line saying
     * what loads; empty for a widget that shows only on demand, like the sign-in modal). Kept in contract-texts.json.
     */
    fallback: string;
    /** The example tag's `min-height` in px: the space the widget takes at first, so its arrival moves nothing (0: none). */
    minHeight: number;
    /** When the loader fetches the module's remote unless a tag says otherwise (`data-load`; the registry entry carries it). */
    load: LoadStrategy;
    /** Bus commands (queued ones, shared/bus/events.ts) whose emission fetches a deferred tag of this module; none if absent. */
    answers?: readonly string[];
}
/** A remote's contract: one entry per exposed module, keyed as the tag names it after the slash (`mount`, `buy-button`). */
export type RemoteContract = Record<string, ModuleContract>;
/**
 * Types one module's contract against its props schema (a description for every one of its props, a fitting example).
 * Every remote's `contract.ts` declares its modules with it; their texts for the CMS team and widget teams are data,
 * in the `contract-texts.json` beside it, and this check is what keeps that file complete.
 */
export declare function moduleContract<T extends object>(contract: ModuleContract<T>): ModuleContract;
