import { useState } from 'react';
import { pageSite } from '@schaufenster/shared/site';
import { useRequestStatus } from '@schaufenster/shared/ui';
import { fieldErrorsOrGeneric, FormSubmit, TextField, ValidatedForm, validateWith } from '@schaufenster/shared/ui/form';
import { register } from './auth-api';
import { useAuth } from './auth-context';
import { emptyValues, FORM_FIELDS, RegisterForm as RegisterSchema, type RegisterForm as RegisterValues } from './auth-schemas';
import { CheckboxField } from './checkbox-field';
import { NewPasswordField } from './new-password-field';
import { isAnswer } from './submission-errors';
import { TabLink } from './tab-link';
import { TEXTS } from './texts';

const validate = validateWith(RegisterSchema, emptyValues(FORM_FIELDS.register));

/** The banner of a taken address: log in, or use another address. */
function ConflictBanner() {
  return (
    <div className="alert" role="alert">
      <p>{TEXTS.register.conflictBanner}</p>
      <TabLink page="login">{TEXTS.register.toLogin}</TabLink>
    </div>
  );
}

/**
 * The register card's form: names, email, password (min. 6), newsletter opt-in, Registrieren and the terms
 * note. Success leads to the otp screen that finishes the registration; a taken address shows its
 * message and the banner; 422 the field errors; the rest the error modal.
 */
export function RegisterForm() {
  const { state, go, signal } = useAuth();
  const { status, run } = useRequestStatus();
  const [conflict, setConflict] = useState(false);

  const submit = async (values: RegisterValues) => {
    setConflict(false);
    const body = { ...values, givenName: values.givenName.trim(), familyName: values.familyName.trim(), email: values.email.trim() };
    try {
      const { email } = await run(() => register(body, signal));
      go({ page: 'otp-verify', callbackPath: state.callbackPath, otp: { type: 'VERIFY_ACCOUNT_AFTER_REGISTER_REQUEST', email } });
      return undefined;
    } catch (error) {
      if (isAnswer(error, 409, 'conflictEmail')) {
        setConflict(true);
        return { email: TEXTS.messages.conflictEmail };
      }
      return fieldErrorsOrGeneric(error, FORM_FIELDS.register);
    }
  };

  return (
    <>
      {conflict && <ConflictBanner />}
      <ValidatedForm<RegisterValues> name="register" validate={validate} onSubmit={submit} initialValues={{ newsletterOptIn: false }}>
        <TextField name="givenName" label={TEXTS.fields.givenName} autoComplete="given-name" />
        <TextField name="familyName" label={TEXTS.fields.familyName} autoComplete="family-name" />
        {/* The address is the new account's username: password managers store the new password with it. */}
        <TextField name="email" type="email" label={TEXTS.fields.email} autoComplete="username" />
        <NewPasswordField name="newPassword" label={TEXTS.fields.registerPassword} personalFields={{ email: 'email', names: ['givenName', 'familyName'] }} />
        <CheckboxField name="newsletterOptIn" label={TEXTS.register.newsletter} />
        <FormSubmit status={status}>{TEXTS.register.submit}</FormSubmit>
        <p className="hint">
          {TEXTS.register.termsBefore}
          <a href={pageSite().routes.terms}>{TEXTS.register.terms}</a>
          {TEXTS.register.termsBetween}
          <a href={pageSite().routes.privacy}>{TEXTS.register.privacy}</a>
          {TEXTS.register.termsAfter}
        </p>
      </ValidatedForm>
    </>
  );
}
