import { useEffect, useRef, useState } from 'react';
import type { SubmissionErrors } from 'final-form';
import { Form, useFormState } from 'react-final-form';
import { validateAddress } from '@schaufenster/shared/validation/address';
import { Button, type RequestStatus } from '@schaufenster/shared/ui';
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

/** The form-level error of the last submit, announced as an alert until the form changes. */
function FormAlert() {
  const { submitError, dirtySinceLastSubmit } = useFormState({ subscription: { submitError: true, dirtySinceLastSubmit: true } });
  if (typeof submitError !== 'string' || dirtySinceLastSubmit) return null;
  return (
    <p className="alert" role="alert">
      {submitError}
    </p>
  );
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
  const formRef = useRef<HTMLFormElement>(null);
  const [submits, setSubmits] = useState(0);
  useEffect(() => {
    if (submits > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submits]);

  return (
    <Form<AddressFormValues>
      onSubmit={onSubmit}
      validate={validateForm}
      initialValues={initialValues}
      render={({ handleSubmit }) => (
        <form
          ref={formRef}
          aria-label={FORM_TEXTS.formLabel[mode]}
          noValidate
          onSubmit={(event) => {
            void Promise.resolve(handleSubmit(event)).then(() => setSubmits((count) => count + 1));
          }}
        >
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
        </form>
      )}
    />
  );
}
