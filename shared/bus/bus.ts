import { QUEUED_EVENTS, REPLAYED_EVENTS, type BusEventName, type BusEvents } from './events';
import { announceWanted, askAnswerable } from './wanted';

type Handler<K extends BusEventName> = (payload: BusEvents[K]) => void;

/** A typed event bus between widgets that keeps the last value of state events for late subscribers. */
export class Bus {
  private readonly handlers = new Map<BusEventName, Set<Handler<BusEventName>>>();
  private readonly lastValues = new Map<BusEventName, BusEvents[BusEventName]>();
  private readonly pending = new Map<BusEventName, BusEvents[BusEventName]>();

  /** Delivers a payload to every subscriber; a throwing subscriber does not stop the others. */
  emit<K extends BusEventName>(event: K, payload: BusEvents[K]): void {
    if (REPLAYED_EVENTS.has(event)) this.lastValues.set(event, payload);
    if (QUEUED_EVENTS.has(event) && !this.hasListeners(event)) {
      this.pending.set(event, payload);
      // The widget that answers may be a deferred tag: the loader fetches it, and it gets the queued command.
      announceWanted({ event, intent: false });
    }
    for (const handler of [...(this.handlers.get(event) ?? [])]) {
      try {
        handler(payload);
      } catch (error) {
        console.error(`[schaufenster] bus handler for "${event}" failed`, error);
      }
    }
  }

  /** Subscribes to an event (state events replay their last value at once); returns the unsubscribe function. */
  on<K extends BusEventName>(event: K, handler: Handler<K>): () => void {
    const set = this.handlers.get(event) ?? new Set();
    this.handlers.set(event, set);
    set.add(handler as Handler<BusEventName>);
    if (this.lastValues.has(event)) handler(this.lastValues.get(event) as BusEvents[K]);
    if (this.pending.has(event)) {
      const payload = this.pending.get(event) as BusEvents[K];
      this.pending.delete(event);
      handler(payload);
    }
    return () => set.delete(handler as Handler<BusEventName>);
  }

  /**
   * Says that a queued command is likely to come soon (the pointer rests on, or the focus reaches, what emits
   * it): when nobody answers it yet, the loader may start fetching the deferred widget that will.
   */
  anticipate(event: BusEventName): void {
    if (QUEUED_EVENTS.has(event) && !this.hasListeners(event)) announceWanted({ event, intent: true });
  }

  /** Tells whether anyone listens to an event, e.g. whether a widget that answers a command is on the page. */
  hasListeners(event: BusEventName): boolean {
    return (this.handlers.get(event)?.size ?? 0) > 0;
  }

  /**
   * Tells whether a command will be answered: a widget listens, or (for a queued command) a tag on the page that
   * has not mounted yet answers it, which the loader fetches when the command comes.
   */
  willBeAnswered(event: BusEventName): boolean {
    return this.hasListeners(event) || (QUEUED_EVENTS.has(event) && askAnswerable(event));
  }

  /** The last value of a state event, if one was emitted. */
  last<K extends BusEventName>(event: K): BusEvents[K] | undefined {
    return this.lastValues.get(event) as BusEvents[K] | undefined;
  }
}
