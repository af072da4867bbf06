// Shared UI primitives, styled with goober inside each widget's shadow root.
export { useCss } from './use-css';
export { TechnicalErrorPanel } from './technical-error-panel';
export { Modal } from './modal';
export { lockScroll } from './scroll-lock';
export { MODAL_Z_INDEX, ERROR_DIALOG_Z_INDEX } from './constants';
export { TEXTS as UI_TEXTS } from './texts';
