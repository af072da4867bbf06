import { Button } from './button';
import { ERROR_DIALOG_Z_INDEX } from './constants';
import { Modal } from './modal';
import { TEXTS } from './texts';

/** The generic error modal of SPEC section 8 (`ES TUT UNS LEID!`), above every other modal. */
export function ErrorModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal title={TEXTS.errorModalTitle} closeLabel={TEXTS.close} onClose={onClose} zIndex={ERROR_DIALOG_Z_INDEX}>
      <p>{TEXTS.errorModalText}</p>
      <Button type="button" onClick={onClose}>
        {TEXTS.errorModalButton}
      </Button>
    </Modal>
  );
}
