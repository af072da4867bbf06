import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';

interface ValidatedFormProps<V> {
  /** Names the form (also for browser tests). */
  name?: string;
  /** The form's accessible name, where it has no heading of its own. */
  label?: string;
  validate: (values: V) => Record<string, string>;
  /** Submits valid values; resolves to the server's errors (field names, or FORM_ERROR for the form). */
  onSubmit: (values: V) => Promise<SubmissionErrors | undefined>;
  initialValues?: Partial<V>;
  children: ReactNode;
}

/**
 * A react-final-form form with the spec's messages instead of the browser's (validation off), where
 * after a failed submit the first invalid field (`aria-invalid`) gets the focus.
 */
export function ValidatedForm<V extends object>({ name, label, validate, onSubmit, initialValues, children }: ValidatedFormProps<V>) {
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
          aria-label={label}
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
