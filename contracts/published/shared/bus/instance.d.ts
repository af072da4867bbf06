import { Bus } from './bus.js';
/** The page's one bus: this module is a Module Federation singleton, so every widget gets the same instance. */
export declare const bus: Bus;
