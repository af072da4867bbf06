import { useEffect } from 'react';
import { TOAST_DURATION_MS } from './constants';
import { TEXTS } from './texts';
import { useCss } from './use-css';

/** One toast: what it says and whether it reports a success, an error or plain information. */
export interface Toast {
  id: number;
  kind: keyof typeof TOAST_DURATION_MS;
  message: string;
  durationMs?: number;
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), toast.durationMs ?? TOAST_DURATION_MS[toast.kind]);
    return () => clearTimeout(timer);
  }, [toast, onDismiss]);
  return (
    <li data-kind={toast.kind} role={toast.kind === 'error' ? 'alert' : 'status'}>
      {toast.message}
    </li>
  );
}

/** The page's toasts, newest last; each leaves after its kind's duration. */
export function Toasts({ toasts, onDismiss }: { toasts: readonly Toast[]; onDismiss: (id: number) => void }) {
  const css = useCss();
  const list = css`
    position: fixed;
    right: 16px;
    bottom: 16px;
    z-index: 45001;
    display: flex;
    flex-direction: column;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
    li { padding: 12px 16px; color: #fff; background: #1a1a1a; box-shadow: 0 2px 8px rgba(0, 0, 0, 0.25); }
    li[data-kind='error'] { background: #c8102e; }
    li[data-kind='success'] { background: #1e7b34; }
  `;
  return (
    <ul className={list} aria-label={TEXTS.toastsLabel}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
      ))}
    </ul>
  );
}
