import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Form, useFormState } from 'react-final-form';
import type { FormErrors } from './validate-with';

interface AuthFormProps<V> {
  /** Names the form (also for browser tests). */
  name: string;
  validate: (values: object) => FormErrors;
  /** Submits valid values; resolves to the server's errors (field names, or FORM_ERROR for the form). */
  onSubmit: (values: V) => Promise<SubmissionErrors | undefined>;
  initialValues?: Partial<V>;
  children: ReactNode;
}

/** The form-level error of the last submit (e.g. wrong credentials), announced as an alert. */
export function FormAlert() {
  const { submitError, dirtySinceLastSubmit } = useFormState({ subscription: { submitError: true, dirtySinceLastSubmit: true } });
  if (typeof submitError !== 'string' || dirtySinceLastSubmit) return null;
  return (
    <p className="alert" role="alert">
      {submitError}
    </p>
  );
}

/**
 * A react-final-form form validated by a superstruct schema: browser validation off (the spec's messages
 * show instead), and after a failed submit the first invalid field gets the focus.
 */
export function AuthForm<V extends object>({ name, validate, onSubmit, initialValues, children }: AuthFormProps<V>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [submits, setSubmits] = useState(0);
  useEffect(() => {
    if (submits > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submits]);

  return (
    <Form<V>
      onSubmit={(values) => onSubmit(values)}
      validate={validate}
      initialValues={initialValues}
      render={({ handleSubmit }) => (
        <form
          ref={formRef}
          name={name}
          noValidate
          onSubmit={(event) => {
            void Promise.resolve(handleSubmit(event)).then(() => setSubmits((count) => count + 1));
          }}
        >
          {children}
        </form>
      )}
    />
  );
}

export { FORM_ERROR };
