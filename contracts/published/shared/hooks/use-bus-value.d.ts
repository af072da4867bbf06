import { type BusEventName, type BusEvents } from '../bus/index.js';
/**
 * The current value of a state event (`cart:changed`, `session:changed`, ...), re-rendering when it changes. A
 * server render, and the hydration of its HTML, see what the server knew, and keep it until the bus has a value
 * (so a badge the server rendered does not vanish while the mini-cart is still loading).
 */
export declare function useBusValue<K extends BusEventName>(event: K): BusEvents[K] | undefined;
