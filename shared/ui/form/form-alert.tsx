import { useFormState } from 'react-final-form';

/** The form-level error of the last submit (e.g. wrong credentials), announced as an alert until the form changes. */
export function FormAlert() {
  const { submitError, dirtySinceLastSubmit } = useFormState({ subscription: { submitError: true, dirtySinceLastSubmit: true } });
  if (typeof submitError !== 'string' || dirtySinceLastSubmit) return null;
  return (
    <p className="alert" role="alert">
      {submitError}
    </p>
  );
}
