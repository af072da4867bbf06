import type { AboutMe } from '../api/session.js';
import type { AddressValues } from '../validation/address/index.js';
/** The sub-pages of the auth widget that `auth:open` can ask for. */
export type AuthPage = 'login' | 'register' | 'guest' | 'forgot-password' | 'reset-password' | 'otp-verify';
/** Every event widgets exchange, with its payload. */
export interface BusEvents {
    /** Asks the auth widget to open the Anmelden modal on a sub-page. */
    'auth:open': {
        page: AuthPage;
    };
    /** The mini-cart's item count changed. */
    'cart:changed': {
        itemCount: number;
    };
    /** The session was (re)loaded. */
    'session:changed': {
        id: string;
        aboutMe: AboutMe;
    };
    /** The page address changed without a reload. */
    'route:changed': {
        url: string;
    };
    /** Asks for the generic error modal (shown once, however many ask at the same time). */
    'error:show': {
        reason: string;
    };
    /** Asks the mini-cart to open its flyout (the header's cart entry does, when a mini-cart is on the page). */
    'minicart:open': Record<string, never>;
    /** Asks the search widget to open its overlay (the header's Suche button does, when a search widget is on the page). */
    'search:open': Record<string, never>;
    /** An address was saved to the customer's address book (by the address form in any of its modes). */
    'address:saved': {
        mode: 'checkout-delivery' | 'checkout-billing' | 'book';
        address: AddressValues & {
            addressId: string;
        };
    };
    /** Asks for a toast. */
    'toast:show': {
        kind: 'info' | 'error' | 'success';
        message: string;
        durationMs?: number;
    };
}
/** Name of one bus event. */
export type BusEventName = keyof BusEvents;
/**
 * Commands that wait for their widget: emitted before anyone listens (e.g. Anmelden clicked before the
 * auth remote mounted), the last one is handed to the first subscriber.
 */
export declare const QUEUED_EVENTS: ReadonlySet<BusEventName>;
/** State events: a late subscriber gets the last value at once. Commands (auth:open, error:show) are never replayed. */
export declare const REPLAYED_EVENTS: ReadonlySet<BusEventName>;
