// The types of the Schaufenster contracts. Import values (createMount, bus) from '@schaufenster/contracts/<concern>'.
export type * from './widgets.js';
export type * from './shared/mount/index.js';
export type * from './shared/bus/index.js';
export type * from './shared/props/index.js';
export type * from './shared/hooks/index.js';
