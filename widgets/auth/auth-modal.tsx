import { useEffect, useState } from 'react';
import { bus } from '@schaufenster/shared/bus';
import { Modal } from '@schaufenster/shared/ui';
import { authenticateHref } from './auth-links';
import { TEXTS } from './texts';

/** The Anmelden modal: closed until a widget asks for it with `auth:open`. */
export function AuthModal() {
  const [open, setOpen] = useState(false);
  useEffect(() => bus.on('auth:open', () => setOpen(true)), []);
  if (!open) return null;
  const callbackPath = window.location.pathname + window.location.search;
  return (
    <Modal title={TEXTS.modalTitle} closeLabel={TEXTS.close} onClose={() => setOpen(false)}>
      <p>{TEXTS.modalIntro}</p>
      <a href={authenticateHref('login', callbackPath)}>{TEXTS.toLogin}</a>
    </Modal>
  );
}
