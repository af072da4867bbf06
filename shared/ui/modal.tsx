import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { MODAL_Z_INDEX } from './constants';
import { deepActiveElement } from './deep-active-element';
import { lockScroll } from './scroll-lock';
import { useCss } from './use-css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';


interface ModalProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  zIndex?: number;
}

/**
 * A modal dialog after the WAI-ARIA APG pattern: focus moves in and is trapped, Escape closes,
 * focus returns to the opener, and the page does not scroll behind it.
 */
export function Modal({ title, closeLabel, onClose, children, zIndex = MODAL_Z_INDEX }: ModalProps) {
  const css = useCss();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = deepActiveElement();
    const release = lockScroll();
    dialog.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => {
      release();
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, []);

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
  `;
  const box = css`
    position: relative;
    width: min(480px, 100vw - 32px);
    max-height: calc(100vh - 32px);
    overflow: auto;
    padding: 24px;
    background: #fff;
    h2 { margin: 0 0 16px; font-size: 20px; font-weight: 900; }
    .close { position: absolute; top: 12px; right: 12px; font: inherit; border: 0; background: none; cursor: pointer; text-decoration: underline; }
  `;
  return (
    <div className={backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
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
