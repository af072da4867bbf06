import { useCallback, useMemo, useState } from 'react';
import type { Address } from './address-api';
import { AddressForm } from './address-form';
import { initialFormValues } from './address-values';
import type { AddressMode } from './constants';
import { startCountry, type OfferedCountry } from './countries';
import type { InitialAddress } from './props';
import { FORM_TEXTS } from './texts';
import { useSaveAddress } from './use-save-address';

interface AddressEditorProps {
  mode: AddressMode;
  countries: readonly OfferedCountry[];
  /** The address to start with; with an id, saving replaces that address of the book. */
  address?: InitialAddress;
  /** The country to start with when the address names none. */
  country?: string;
  /** Runs after the address was saved to the book. */
  onSaved?: (address: Address) => void;
  onCancel?: () => void;
}

/** The address form saving to the customer's address book; after a save it edits the saved address. */
export function AddressEditor({ mode, countries, address, country, onSaved, onCancel }: AddressEditorProps) {
  const [saved, setSaved] = useState<Address>();
  const initialValues = useMemo(
    () => initialFormValues(mode, startCountry(countries, address?.country, country), address),
    [mode, countries, address, country],
  );
  const afterSave = useCallback(
    (stored: Address) => {
      setSaved(stored);
      onSaved?.(stored);
    },
    [onSaved],
  );
  const { status, save } = useSaveAddress(mode, saved?.addressId ?? address?.addressId ?? undefined, afterSave);
  return (
    <>
      <AddressForm mode={mode} countries={countries} initialValues={initialValues} onSubmit={save} onCancel={onCancel} status={status} />
      <p role="status" className={saved ? 'note' : undefined}>
        {saved ? FORM_TEXTS.saved : ''}
      </p>
    </>
  );
}
