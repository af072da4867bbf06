import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { bus } from '@schaufenster/shared/bus';
import { deepActiveElement, useCss } from '@schaufenster/shared/ui';
import { retryCartLoad } from './cart-api';
import { CartContents } from './cart-contents';
import { TEXTS } from './texts';
import { useCart } from './use-cart';
import { useDismissOnOutsidePress } from './use-dismiss';

/**
 * The mini-cart flyout: loads the cart for the page and opens when the header's cart entry asks
 * (`minicart:open`), loading it again then if its load failed; Escape and a press outside close it, and focus
 * goes back to the entry.
 */
export function CartFlyout() {
  const css = useCss();
  const state = useCart({ load: true });
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef<Element | null>(null);
  const close = useCallback(() => {
    setOpen(false);
    if (opener.current instanceof HTMLElement) opener.current.focus();
  }, []);
  useDismissOnOutsidePress(container, open, close);

  useEffect(
    () =>
      bus.on('minicart:open', () => {
        opener.current = deepActiveElement();
        setOpen(true);
        retryCartLoad();
      }),
    [],
  );
  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    close();
  };

  const style = css`
    position: relative;
    .panel { position: absolute; top: 0; right: 8px; z-index: 1000; width: min(420px, 100vw - 16px); max-height: 80vh; overflow: auto; padding: 16px; background: #fff; box-shadow: 0 4px 16px rgba(0, 0, 0, 0.2); }
    .panel:focus-visible { outline: 3px solid #2b6cb0; }
  `;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/noNoninteractiveElementInteractions: catches Escape bubbling from the focusable controls inside the flyout.
    <div ref={container} className={style} onKeyDown={onKeyDown}>
      {open && (
        // biome-ignore lint/a11y/useSemanticElements: the flyout keeps its explicit role, which the browser tests (and pages around it) select it by.
        <div ref={panel} tabIndex={-1} className="panel" role="region" aria-label={TEXTS.cart}>
          <CartContents state={state} view="flyout" />
        </div>
      )}
    </div>
  );
}
