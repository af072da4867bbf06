import { Bus } from './bus';

/** The page's one bus: this module is a Module Federation singleton, so every widget gets the same instance. */
export const bus = new Bus();
