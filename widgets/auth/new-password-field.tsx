import { useField, useFormState } from 'react-final-form';
import { TextField } from '@schaufenster/shared/ui/form';
import { usePasswordHint } from './use-password-hint';

interface NewPasswordFieldProps {
  name: string;
  label: string;
  hint?: string;
  /** Fields of the same form whose values a password must not be made of (the address first). */
  personalFields?: { email?: string; names?: readonly string[] };
}

/** A new password (register, reset, password change) with the live hint when it is too easy to guess. */
export function NewPasswordField({ name, label, hint, personalFields = {} }: NewPasswordFieldProps) {
  const { input, meta } = useField<string>(name, { subscription: { value: true, active: true } });
  const { values } = useFormState<Record<string, unknown>>({ subscription: { values: true } });
  const text = (field: string | undefined) => (field !== undefined && typeof values[field] === 'string' ? values[field] : '');
  const personal = { email: text(personalFields.email), names: (personalFields.names ?? []).map(text) };
  const warning = usePasswordHint(input.value ?? '', meta.active === true, personal);
  return <TextField name={name} type="password" label={label} autoComplete="new-password" hint={hint} liveHint={warning ?? ''} />;
}
