import { useState } from 'react';
import { useRequestStatus } from '@schaufenster/shared/ui';
import { fieldErrorsOrGeneric, FormSubmit, TextField, ValidatedForm, validateWith } from '@schaufenster/shared/ui/form';
import { forgotPassword, type ForgotAnswer } from './auth-api';
import { useAuth } from './auth-context';
import { Heading, useHeadingLevels } from './auth-heading';
import { EmailForm, emptyValues, FORM_FIELDS } from './auth-schemas';
import { ForgotPasswordSent } from './forgot-password-sent';
import { TabLink } from './tab-link';
import { TEXTS } from './texts';

const validate = validateWith(EmailForm, emptyValues(FORM_FIELDS.email));

/** Passwort vergessen: asks for the address, then shows where the link went; with failed=true it says the last link was invalid. */
export function ForgotPasswordPage() {
  const { state, signal } = useAuth();
  const levels = useHeadingLevels();
  const { status, run } = useRequestStatus();
  const [sent, setSent] = useState<ForgotAnswer>();

  const submit = async (values: EmailForm) => {
    try {
      setSent(await run(() => forgotPassword(values.email.trim(), signal)));
      return undefined;
    } catch (error) {
      return fieldErrorsOrGeneric(error, FORM_FIELDS.email);
    }
  };

  return (
    <section className="overlay" data-page="forgot-password">
      <Heading level={levels.title} focusTarget>{TEXTS.pages['forgot-password']}</Heading>
      {state.failed && !sent && (
        <p className="alert" role="alert">
          {TEXTS.forgot.failed}
        </p>
      )}
      {sent ? (
        <ForgotPasswordSent answer={sent} />
      ) : (
        <>
          <p>{TEXTS.forgot.intro}</p>
          <ValidatedForm<EmailForm> name="forgot-password" validate={validate} onSubmit={submit}>
            <TextField name="email" type="email" label={TEXTS.fields.email} autoComplete="email" />
            <FormSubmit status={status}>{TEXTS.forgot.submit}</FormSubmit>
          </ValidatedForm>
        </>
      )}
      <p className="links">
        <TabLink page="login">{TEXTS.forgot.back}</TabLink>
      </p>
    </section>
  );
}
