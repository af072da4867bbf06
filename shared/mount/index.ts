// How a remote mounts: props validation, shadow root, error boundary.
export { createMount, type Mount, type WidgetDefinition } from './create-mount';
export type { MountHooks } from './mount-hooks';
export { isReenteredInput } from './reenter-typed-text';
