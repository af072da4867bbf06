import { useRequestStatus } from '@schaufenster/shared/ui';
import { fieldErrorsOrGeneric, FormSubmit, TextField, ValidatedForm, validateWith } from '@schaufenster/shared/ui/form';
import { EmailForm, emptyValues, FORM_FIELDS } from './auth-schemas';
import { TEXTS } from './texts';

const validate = validateWith(EmailForm, emptyValues(FORM_FIELDS.email));

interface EmailOnlyFormProps<T> {
  /** Names the form (also for browser tests). */
  name: string;
  intro: string;
  submitLabel: string;
  /** Sends the typed address (trimmed). */
  send: (email: string) => Promise<T>;
  /** Takes the answer once it arrived. */
  onSent: (answer: T) => void;
}

/** A form that asks for the email address alone (guest, forgot password): 422 messages under the field, other failures the error modal. */
export function EmailOnlyForm<T>({ name, intro, submitLabel, send, onSent }: EmailOnlyFormProps<T>) {
  const { status, run } = useRequestStatus();

  const submit = async (values: EmailForm) => {
    try {
      onSent(await run(() => send(values.email.trim())));
      return undefined;
    } catch (error) {
      return fieldErrorsOrGeneric(error, FORM_FIELDS.email);
    }
  };

  return (
    <>
      <p>{intro}</p>
      <ValidatedForm<EmailForm> name={name} validate={validate} onSubmit={submit}>
        <TextField name="email" type="email" label={TEXTS.fields.email} autoComplete="email" />
        <FormSubmit status={status}>{submitLabel}</FormSubmit>
      </ValidatedForm>
    </>
  );
}
