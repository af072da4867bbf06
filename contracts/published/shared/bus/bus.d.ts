import { type BusEventName, type BusEvents } from './events.js';
type Handler<K extends BusEventName> = (payload: BusEvents[K]) => void;
/** A typed event bus between widgets that keeps the last value of state events for late subscribers. */
export declare class Bus {
    private readonly handlers;
    private readonly lastValues;
    private readonly pending;
    /** Delivers a payload to every subscriber; a throwing subscriber does not stop the others. */
    emit<K extends BusEventName>(event: K, payload: BusEvents[K]): void;
    /** Subscribes to an event (state events replay their last value at once); returns the unsubscribe function. */
    on<K extends BusEventName>(event: K, handler: Handler<K>): () => void;
    /**
     * Says that a queued command is likely to come soon (the pointer rests on, or the focus reaches, what emits
     * it): when nobody answers it yet, the loader may start fetching the deferred widget that will.
     */
    anticipate(event: BusEventName): void;
    /** Tells whether anyone listens to an event, e.g. whether a widget that answers a command is on the page. */
    hasListeners(event: BusEventName): boolean;
    /**
     * Tells whether a command will be answered: a widget listens, or (for a queued command) a tag on the page that
     * has not mounted yet answers it, which the loader fetches when the command comes.
     */
    willBeAnswered(event: BusEventName): boolean;
    /** The last value of a state event, if one was emitted. */
    last<K extends BusEventName>(event: K): BusEvents[K] | undefined;
}
export {};
