export { createMount, type Mount, type WidgetDefinition } from './create-mount.js';
export type { MountHooks } from './mount-hooks.js';
export { isReenteredInput } from './reenter-typed-text.js';
