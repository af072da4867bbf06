import { useCallback, useEffect, useState } from 'react';
import { bus, type AuthPage } from '@schaufenster/shared/bus';
import { Modal } from '@schaufenster/shared/ui';
import { AuthArea } from './auth-area';
import { showableState } from './auth-routing';
import { TEXTS } from './texts';

/** The Anmelden modal: closed until a widget asks for it with `auth:open`, then the auth area on that sub-page. */
export function AuthModal({ navigate, activationDelayMs }: { navigate: (url: string) => void; activationDelayMs: number }) {
  const [page, setPage] = useState<AuthPage>();
  useEffect(() => bus.on('auth:open', (request) => setPage(request.page)), []);
  const close = useCallback(() => setPage(undefined), []);
  if (!page) return null;
  return (
    <Modal title={TEXTS.modalTitle} closeLabel={TEXTS.close} onClose={close}>
      <AuthArea
        key={page}
        mode="modal"
        initial={() => showableState({ page, callbackPath: null })}
        navigate={navigate}
        activationDelayMs={activationDelayMs}
        onClose={close}
      />
    </Modal>
  );
}
