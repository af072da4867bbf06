import { useState } from 'react';
import type { ForgotAnswer } from '@schaufenster/shared/api';
import { forgotPassword } from './auth-api';
import { useAuth } from './auth-context';
import { Heading, useHeadingLevels } from './auth-heading';
import { EmailOnlyForm } from './email-only-form';
import { ForgotPasswordSent } from './forgot-password-sent';
import { TabLink } from './tab-link';
import { TEXTS } from './texts';

/** Passwort vergessen: asks for the address, then shows where the link went; with failed=true it says the last link was invalid. */
export function ForgotPasswordPage() {
  const { state, signal } = useAuth();
  const levels = useHeadingLevels();
  const [sent, setSent] = useState<ForgotAnswer>();

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
        <EmailOnlyForm
          name="forgot-password"
          intro={TEXTS.forgot.intro}
          submitLabel={TEXTS.forgot.submit}
          send={(email) => forgotPassword(email, signal)}
          onSent={setSent}
        />
      )}
      <p className="links">
        <TabLink page="login">{TEXTS.forgot.back}</TabLink>
      </p>
    </section>
  );
}
