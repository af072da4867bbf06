// How a remote mounts: props validation, shadow root, error boundary.
export { createMount } from './create-mount';
export type { Mount, WidgetDefinition } from './create-mount';
export { InvalidPropsError, isInvalidPropsError } from './invalid-props-error';
