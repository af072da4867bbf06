import { useCallback, useEffect, useState } from 'react';
import { bus, type AuthPage } from '@schaufenster/shared/bus';
import { Modal } from '@schaufenster/shared/ui';
import { AuthArea } from './auth-area';
import { showableState } from './auth-routing';
import { TEXTS } from './texts';

/** The page the modal shows, and how often it was asked for another one (a new page starts its area anew). */
interface Shown {
  page: AuthPage | undefined;
  openings: number;
}

/**
 * The Anmelden modal: closed until a widget asks for it with `auth:open`, then the auth area on that sub-page. Closed,
 * it stays in the HTML with the sign-in page, so that the header's Mein Konto opens the server's at once, while the
 * widgets hydrate (Modal's `openedBy`); each opening starts the area anew, its first activation delay included.
 */
export function AuthModal({ navigate, activationDelayMs }: { navigate: (url: string) => void; activationDelayMs: number }) {
  const [{ page, openings }, setShown] = useState<Shown>({ page: undefined, openings: 0 });
  const open = useCallback((asked: AuthPage) => setShown((shown) => (shown.page === asked ? shown : { page: asked, openings: shown.openings + 1 })), []);
  useEffect(() => bus.on('auth:open', (request) => open(request.page)), [open]);
  const close = useCallback(() => setShown((shown) => ({ ...shown, page: undefined })), []);
  return (
    <Modal title={TEXTS.modalTitle} closeLabel={TEXTS.close} open={page !== undefined} openedBy="auth:open" onOpen={() => open('login')} onClose={close}>
      <AuthArea
        key={openings}
        mode="modal"
        initial={() => showableState({ page: page ?? 'login', callbackPath: null })}
        navigate={navigate}
        activationDelayMs={activationDelayMs}
        onClose={close}
      />
    </Modal>
  );
}
