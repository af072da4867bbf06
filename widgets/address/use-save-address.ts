import { useCallback } from 'react';
import type { SubmissionErrors } from 'final-form';
import { bus } from '@schaufenster/shared/bus';
import { useAbortSignal } from '@schaufenster/shared/hooks';
import { useRequestStatus } from '@schaufenster/shared/ui';
import { saveAddress, type Address } from './address-api';
import { addressPayload, type AddressFormValues } from './address-values';
import type { AddressMode } from './constants';
import { submissionErrorsOf } from './submission-errors';

/**
 * Saving the form's address to the customer's book (new, or the given one replaced): on success the
 * `address:saved` event goes out and `onSaved` gets the stored address; failures become the form's errors.
 */
export function useSaveAddress(mode: AddressMode, addressId: string | undefined, onSaved: (address: Address) => void) {
  const signal = useAbortSignal();
  const { status, run } = useRequestStatus();
  const save = useCallback(
    async (values: AddressFormValues): Promise<SubmissionErrors | undefined> => {
      try {
        const address = await run(() => saveAddress(addressPayload(mode, values), addressId, signal));
        bus.emit('address:saved', { mode, address });
        onSaved(address);
        return undefined;
      } catch (error) {
        return submissionErrorsOf(error);
      }
    },
    [mode, addressId, onSaved, run, signal],
  );
  return { status, save };
}
