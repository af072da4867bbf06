import type { InputHTMLAttributes } from 'react';
import type { AddressField } from '@schaufenster/shared/validation/address';
import { TextField as FormTextField } from '@schaufenster/shared/ui/form';
import { useFieldDone } from './field-state';
import { FORM_TEXTS } from './texts';

interface TextFieldProps extends Pick<InputHTMLAttributes<HTMLInputElement>, 'autoComplete' | 'inputMode'> {
  name: AddressField;
  label: string;
  /** A tip under the field (e.g. how many digits a number has). */
  tip?: string;
}

/**
 * A text field of the address form: the form kit's, with a check mark once the value is valid by the
 * shared rules. No maxLength: a paste cut off silently would pass unnoticed, so the rules' messages say what is too long.
 */
export function TextField({ name, label, tip, ...attributes }: TextFieldProps) {
  const done = useFieldDone(name);
  return <FormTextField {...attributes} name={name} label={label} hint={tip} doneMark={{ done, label: FORM_TEXTS.done }} />;
}
