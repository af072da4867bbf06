import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { openedBy, takeEarlyOpener, type BusEventName } from '@schaufenster/shared/bus';
import { FOCUSABLE } from '../html/focusable';
import { MODAL_Z_INDEX } from './constants';
import { deepActiveElement } from './deep-active-element';
import { lockScroll } from './scroll-lock';
import { useCss } from './use-css';
import { WIDGET_CONTAINER } from './widget-container';


interface ModalProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  zIndex?: number;
  /**
   * False: rendered closed (hidden), so that the server HTML holds it. With `openedBy`, a click on a control that
   * anticipates that command opens it before hydration (shared/bus openEarly); `onOpen` then tells the widget, once
   * hydrated, that it is open. Without `open`, the modal is open while rendered.
   */
  open?: boolean;
  openedBy?: BusEventName;
  onOpen?: () => void;
}

/**
 * A modal dialog after the WAI-ARIA APG pattern: focus moves in and is trapped, Escape closes,
 * focus returns to the opener, and the page does not scroll behind it.
 */
export function Modal({ title, closeLabel, onClose, children, zIndex = MODAL_Z_INDEX, open = true, openedBy: command, onOpen }: ModalProps) {
  const css = useCss();
  const titleId = useId();
  const backdropRef = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, in the hydrating commit: was the closed modal opened before it?
  useLayoutEffect(() => {
    if (!open && backdropRef.current?.hidden === false) onOpen?.();
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    // Opened early, the focus is in it already: it returns to the control it was opened from.
    const opener = (backdropRef.current && takeEarlyOpener(backdropRef.current)) ?? deepActiveElement();
    const release = lockScroll();
    dialog.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => {
      release();
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = deepActiveElement();
    if (event.shiftKey && active === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const backdrop = css`
    position: fixed;
    inset: 0;
    z-index: ${zIndex};
    display: flex;
    align-items: center;
    justify-content: center;
    background: rgba(0, 0, 0, 0.5);
    &[hidden] { display: none; }
  `;
  // On phones the box takes nearly the whole width, and the dynamic viewport height (without the browser's bars). It
  // covers the page, so it follows the window; what it holds lays out by the box's own width (a widget container).
  const box = css`
    position: relative;
    container: ${WIDGET_CONTAINER} / inline-size;
    width: min(480px, 100vw - 24px);
    max-height: calc(100vh - 32px);
    max-height: calc(100dvh - 32px);
    overflow: auto;
    overflow-wrap: break-word;
    padding: 24px clamp(16px, 5vw, 24px);
    background: #fff;
    h2 { margin: 0 0 16px; padding-right: 96px; font-size: 20px; font-weight: 900; }
    .close { position: absolute; top: 8px; right: 8px; min-width: 44px; min-height: 44px; padding: 0 8px; font: inherit; border: 0; background: none; color: inherit; cursor: pointer; text-decoration: underline; }
    .close:focus-visible { outline: 3px solid #2b6cb0; outline-offset: -3px; }
  `;
  return (
    // Opened early, the server HTML is no longer hidden where React hydrates it as closed: the state follows (onOpen).
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/noNoninteractiveElementInteractions: a click on the backdrop closes the modal; keyboards close it with Escape or the close button.
    <div
      ref={backdropRef}
      className={backdrop}
      hidden={!open}
      suppressHydrationWarning
      {...(command && openedBy(command))}
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      {/* biome-ignore lint/a11y/noNoninteractiveElementInteractions: the dialog catches Escape bubbling from the controls inside it. */}
      <div ref={dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} className={box} onKeyDown={onKeyDown}>
        <h2 id={titleId}>{title}</h2>
        {children}
        <button type="button" className="close" onClick={onClose}>
          {closeLabel}
        </button>
      </div>
    </div>
  );
}
