import type { FieldMetaState } from 'react-final-form';
import { useFormState } from 'react-final-form';
import { isFieldDone, type AddressField } from '@schaufenster/shared/validation/address';
import { ruleValues, type AddressFormValues } from './address-values';

/** The message a field shows: its rule's message once touched (blur or submit), else the server's until it changes. */
export function fieldError(meta: FieldMetaState<unknown>): string | undefined {
  if (meta.touched && typeof meta.error === 'string') return meta.error;
  if (!meta.dirtySinceLastSubmit && typeof meta.submitError === 'string') return meta.submitError;
  return undefined;
}

/** Whether a field is done: filled in and valid by the shared rules (an empty optional field never is). */
export function useFieldDone(field: AddressField): boolean {
  const { values } = useFormState<AddressFormValues>({ subscription: { values: true } });
  return isFieldDone(field, ruleValues(values));
}
