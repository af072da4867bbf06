// Shared UI primitives, styled with goober inside each widget's shadow root.
export { useCss } from './use-css';
export { TechnicalErrorPanel } from './technical-error-panel';
export { Modal } from './modal';
export { deepActiveElement } from './deep-active-element';
export { ErrorModal } from './error-modal';
export { Button } from './button';
export { AWAITS_BROWSER, LoadingStatus } from './loading-status';
export { Toasts } from './toasts';
export type { Toast } from './toasts';
export { useRequestStatus } from './use-request-status';
export type { RequestStatus } from './use-request-status';
export { belowWidgetWidth, fromWidgetWidth, isWidgetAtLeast, WIDGET_CONTAINER } from './widget-container';
export { useWidgetAtLeast } from './use-widget-width';
export { MAX_TOASTS } from './constants';
export { TEXTS as UI_TEXTS } from './texts';
export { imageSize } from './aspect-ratio';
export { ProductPrice } from './product-price';
export { ProductTile } from './product-tile';
