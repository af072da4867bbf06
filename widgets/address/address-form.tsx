import type { SubmissionErrors } from 'final-form';
import { useFormState } from 'react-final-form';
import { validateAddress } from '@schaufenster/shared/validation/address';
import { Button, type RequestStatus } from '@schaufenster/shared/ui';
import { FormAlert, ValidatedForm } from '@schaufenster/shared/ui/form';
import { AddressFields } from './address-fields';
import { ruleValues, typeFor, type AddressFormValues } from './address-values';
import type { AddressMode } from './constants';
import type { OfferedCountry } from './countries';
import { DefaultFlags } from './default-flags';
import { FORM_TEXTS } from './texts';

/** What the address form is given. */
export interface AddressFormProps {
  mode: AddressMode;
  countries: readonly OfferedCountry[];
  initialValues: AddressFormValues;
  /** Saves valid values; resolves to the server's errors by field (or FORM_ERROR), none on success. */
  onSubmit: (values: AddressFormValues) => Promise<SubmissionErrors | undefined>;
  onCancel?: () => void;
  status?: RequestStatus;
}

/** Checks the form's values with the shared per-country rules: one German message per invalid field. */
export function validateForm(values: AddressFormValues): Record<string, string> {
  return { ...validateAddress(ruleValues(values)) };
}

/** In the address book, the default choices of the address being edited. */
function BookFlags({ mode }: { mode: AddressMode }) {
  const { values } = useFormState<AddressFormValues>({ subscription: { values: true } });
  if (mode !== 'book') return null;
  return <DefaultFlags packstation={typeFor(mode, values.country, values.addressType) === 'packstation'} />;
}

/**
 * The address form (react-final-form, checked by the shared rules): browser validation off so the
 * spec's messages show, and after a failed submit the first invalid field gets the focus.
 */
export function AddressForm({ mode, countries, initialValues, onSubmit, onCancel, status }: AddressFormProps) {
  return (
    <ValidatedForm<AddressFormValues> label={FORM_TEXTS.formLabel[mode]} validate={validateForm} initialValues={initialValues} onSubmit={onSubmit}>
      <AddressFields mode={mode} countries={countries} />
      <BookFlags mode={mode} />
      <FormAlert />
      <div className="actions">
        <Button type="submit" status={status}>
          {FORM_TEXTS.submit[mode]}
        </Button>
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {FORM_TEXTS.cancel}
          </Button>
        )}
      </div>
    </ValidatedForm>
  );
}
