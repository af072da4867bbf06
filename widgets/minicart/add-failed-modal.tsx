import { Button, Modal, UI_TEXTS } from '@schaufenster/shared/ui';
import { TEXTS } from './texts';

/** The modal of a failed add (SPEC section 8): the product could not be put in the cart. */
export function AddFailedModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal title={TEXTS.addFailed} closeLabel={UI_TEXTS.close} onClose={onClose}>
      <p>{TEXTS.addFailedAdvice}</p>
      <Button type="button" onClick={onClose}>
        {TEXTS.continueShopping}
      </Button>
    </Modal>
  );
}
