import { useCallback, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { bus } from '@schaufenster/shared/bus';
import { ErrorModal, MAX_TOASTS, Toasts, type Toast } from '@schaufenster/shared/ui';
import { WidgetRoot } from './widget-root';

/** Attribute of the page layer's host element, appended to the body once per page. */
export const PAGE_LAYER_ATTRIBUTE = 'data-schaufenster-layer';

/** What the page layer shows for every widget: the generic error modal (once at a time) and the toasts. */
function PageLayer() {
  const [errorOpen, setErrorOpen] = useState(false);
  const [toasts, setToasts] = useState<Toast[]>([]);

  useEffect(() => {
    let nextId = 0;
    const offError = bus.on('error:show', () => setErrorOpen(true));
    const offToast = bus.on('toast:show', (toast) => {
      nextId += 1;
      const id = nextId;
      setToasts((current) => [...current, { id, ...toast }].slice(-MAX_TOASTS));
    });
    return () => {
      offError();
      offToast();
    };
  }, []);

  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  return (
    <>
      {errorOpen && <ErrorModal onClose={() => setErrorOpen(false)} />}
      <Toasts toasts={toasts} onDismiss={dismiss} />
    </>
  );
}

/**
 * Mounts the page layer: a shadow root of its own at the end of the body, so that an error raised by several
 * widgets at once shows one modal, and toasts stack in one place.
 */
export function mountPageLayer(): () => void {
  const host = document.createElement('div');
  host.setAttribute(PAGE_LAYER_ATTRIBUTE, '');
  document.body.append(host);
  const root = createRoot(host);
  root.render(
    <WidgetRoot widget="page-layer">
      <PageLayer />
    </WidgetRoot>,
  );
  return () => {
    root.unmount();
    host.remove();
  };
}

let mounted = false;

/** Mounts the page layer once per page, whichever widget comes first (it needs React, which the runtime does not). */
export function ensurePageLayer(): void {
  if (mounted) return;
  mounted = true;
  mountPageLayer();
}
