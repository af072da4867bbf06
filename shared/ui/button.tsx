import type { ButtonHTMLAttributes } from 'react';
import { TEXTS } from './texts';
import { useCss } from './use-css';
import type { RequestStatus } from './use-request-status';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** `loading` disables the button and says so; `error` shows the danger style. */
  status?: RequestStatus;
  variant?: 'primary' | 'secondary';
}

/** The shop's button: loading while a request runs, briefly danger-styled after it failed. */
export function Button({
  status = 'idle',
  variant = 'primary',
  children,
  className,
  disabled,
  onClick,
  'aria-disabled': ariaDisabled,
  ...rest
}: ButtonProps) {
  const css = useCss();
  const loading = status === 'loading';
  const style = css`
    position: relative;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 8px;
    min-height: 44px;
    padding: 10px 20px;
    font: inherit;
    font-weight: 700;
    border: 2px solid #1a1a1a;
    cursor: pointer;
    transition: background-color 0.15s, border-color 0.15s;
    &[data-variant='primary'] { background: #1a1a1a; color: #fff; }
    &[data-variant='secondary'] { background: #fff; color: #1a1a1a; }
    &[data-status='error'] { background: #c8102e; border-color: #c8102e; color: #fff; }
    &[data-status='success'] { background: #1e7b34; border-color: #1e7b34; color: #fff; }
    &:disabled, &[aria-disabled='true'] { cursor: default; opacity: 0.7; }
    &:focus-visible { outline: 3px solid #2b6cb0; outline-offset: 2px; }
    .spinner { width: 16px; height: 16px; border: 2px solid currentColor; border-right-color: transparent; border-radius: 50%; animation: spin 0.8s linear infinite; }
    @keyframes spin { to { transform: rotate(360deg); } }
  `;
  return (
    <button
      {...rest}
      className={[style, className].filter(Boolean).join(' ')}
      data-variant={variant}
      data-status={status}
      disabled={disabled}
      // Loading keeps the button focusable (a disabled button drops focus, and a modal could not return it there).
      aria-disabled={loading || ariaDisabled || undefined}
      aria-busy={loading || undefined}
      onClick={(event) => (loading ? event.preventDefault() : onClick?.(event))}
    >
      {loading && <span className="spinner" role="presentation" />}
      {children}
      {loading && <span hidden>{TEXTS.loading}</span>}
    </button>
  );
}
