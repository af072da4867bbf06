import { sendOtp } from './auth-api';
import { useAuth } from './auth-context';
import { EmailOnlyForm } from './email-only-form';
import { TEXTS } from './texts';

/** The guest card: the explanation, email and Anmeldecode erhalten; the mailed code is entered on the otp screen. */
export function GuestForm() {
  const { state, go, signal } = useAuth();
  return (
    <EmailOnlyForm
      name="guest"
      intro={TEXTS.guest.intro}
      submitLabel={TEXTS.guest.submit}
      send={(email) => sendOtp(email, 'GUEST_LOGIN_REQUEST', signal)}
      onSent={({ email }) => go({ page: 'otp-verify', callbackPath: state.callbackPath, otp: { type: 'GUEST_LOGIN_REQUEST', email } })}
    />
  );
}
