// How a remote mounts: props validation, shadow root, error boundary.
export { createMount } from './create-mount';
export { isReenteredInput } from './reenter-typed-text';
