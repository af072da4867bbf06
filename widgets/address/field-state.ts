import { useFormState } from 'react-final-form';
import { isFieldDone, type AddressField } from '@schaufenster/shared/validation/address';
import { ruleValues, type AddressFormValues } from './address-values';

/** Whether a field is done: filled in and valid by the shared rules (an empty optional field never is). */
export function useFieldDone(field: AddressField): boolean {
  const { values } = useFormState<AddressFormValues>({ subscription: { values: true } });
  return isFieldDone(field, ruleValues(values));
}
