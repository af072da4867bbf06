import { AuthModal } from './auth-modal';
import { AuthPage } from './auth-page';
import { ACTIVATION_DELAY_MS } from './constants';

/** What the auth widget renders, with the seams tests use: the full navigation and the activation delay. */
export interface AuthWidgetProps {
  mode: 'page' | 'modal';
  navigate?: (url: string) => void;
  activationDelayMs?: number;
}

function assignLocation(url: string): void {
  window.location.assign(url);
}

/** The auth widget: the /authenticate/ page or the Anmelden modal. */
export function AuthWidget({ mode, navigate = assignLocation, activationDelayMs = ACTIVATION_DELAY_MS }: AuthWidgetProps) {
  return mode === 'page' ? (
    <AuthPage navigate={navigate} activationDelayMs={activationDelayMs} />
  ) : (
    <AuthModal navigate={navigate} activationDelayMs={activationDelayMs} />
  );
}
