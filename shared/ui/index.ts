// Shared UI primitives, styled with goober inside each widget's shadow root.
export { useCss } from './use-css';
export { TechnicalErrorPanel } from './technical-error-panel';
export { Modal } from './modal';
export { deepActiveElement } from './deep-active-element';
export { ErrorModal } from './error-modal';
export { Button } from './button';
export { Toasts } from './toasts';
export type { Toast } from './toasts';
export { useRequestStatus } from './use-request-status';
export type { RequestStatus, RequestStatusHandle } from './use-request-status';
export { lockScroll } from './scroll-lock';
export { useMediaQuery } from './use-media-query';
export {
  MODAL_Z_INDEX,
  ERROR_DIALOG_Z_INDEX,
  ERROR_DISPLAY_MS,
  SUCCESS_FLAG_MS,
  TOAST_DURATION_MS,
  MAX_TOASTS,
} from './constants';
export { TEXTS as UI_TEXTS } from './texts';
