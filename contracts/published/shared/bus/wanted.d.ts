import type { BusEventName } from './events.js';
/**
 * The DOM event by which the bus tells the loader that a command waits for a widget that is not on the page
 * yet (a deferred tag, `data-load`): the loader then fetches the widget that answers it. Dispatched on `window`.
 */
export declare const WANTED_EVENT = "schaufenster:wanted";
/** What a wanted event carries: the bus command, and whether it is only likely (hover, focus) or emitted. */
export interface WantedDetail {
    event: string;
    /** True: the command may come soon (intent, e.g. the pointer rests on the account entry); load at low priority. */
    intent: boolean;
}
/** Announces a wanted command to the loader; a no-op outside a browser (unit tests in Node). */
export declare function announceWanted(detail: WantedDetail): void;
/**
 * The attribute by which a widget's HTML names the bus command a control of it is likely to emit (the account entry
 * of a guest: `auth:open`). Before the widget has hydrated, nothing of it can announce the command; the loader reads
 * the attribute on the shopper's first touch there and fetches the widget that answers the command alongside the one
 * touched, instead of after it.
 */
export declare const ANTICIPATES_ATTRIBUTE = "data-anticipates";
/** The attribute, for a widget's JSX: `<div {...anticipates('auth:open')}>`. */
export declare function anticipates(event: BusEventName): Record<typeof ANTICIPATES_ATTRIBUTE, BusEventName>;
/**
 * The DOM event by which the bus asks the loader, synchronously, whether a tag on the page that has not mounted
 * yet answers a command (a server-rendered mini-cart waiting for its first use). Dispatched on `window`.
 */
export declare const ANSWERABLE_EVENT = "schaufenster:answerable";
/** What an answerable event carries: the command, and whether the loader knows a tag that will answer it. */
export interface AnswerableDetail {
    event: string;
    answerable: boolean;
}
/** Asks the loader whether a tag on the page will answer a command; false outside a browser or without a loader. */
export declare function askAnswerable(event: string): boolean;
/**
 * The DOM event by which the shared runtime tells the loader that the page has a session of the shop (its first
 * answer arrived): beacons then carry its cookie, which the server asks of every beacon. Dispatched on `window`.
 */
export declare const SESSION_EVENT = "schaufenster:session";
/** Announces that the page's session exists; a no-op outside a browser. */
export declare function announceSession(): void;
