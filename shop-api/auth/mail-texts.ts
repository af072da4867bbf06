import type { ServiceContact } from '@schaufenster/shared/api';
import type { OtpType } from '@schaufenster/shared/api';
import { serviceContactText } from '../../server-kit/texts';
import type { MailIdentity } from './mail-identity';
import type { Mail } from './outbox';

const OTP_SUBJECTS: Record<OtpType, string> = {
  GUEST_LOGIN_REQUEST: 'Dein Anmeldecode für das Gastkonto',
  VERIFY_ACCOUNT_AFTER_REGISTER_REQUEST: 'Bestätige deine Registrierung',
  VERIFY_ACCOUNT_BY_LOGIN_REQUEST: 'Bestätige deine E-Mail-Adresse',
};

/** What a stored mail shows instead of its code or link (outside the demo). */
export const REDACTED = { code: '[entfernt]', link: '[Link entfernt]' } as const;

/** The mail with a one-time code. */
export function otpMail(recipient: string, otpType: OtpType, code: string, identity: MailIdentity): Mail {
  return {
    recipient,
    kind: otpType === 'VERIFY_ACCOUNT_AFTER_REGISTER_REQUEST' ? 'registration' : 'otp',
    subject: OTP_SUBJECTS[otpType],
    body: otpBody(code, identity),
    redactedBody: otpBody(REDACTED.code, identity),
  };
}

function otpBody(code: string, { signature }: MailIdentity): string {
  return [
    'Hallo,',
    '',
    `dein Code lautet: ${code}`,
    '',
    'Der Code ist 10 Minuten gültig und kann nur einmal verwendet werden.',
    'Wenn du diesen Code nicht angefordert hast, kannst du diese E-Mail ignorieren.',
    '',
    signature,
  ].join('\n');
}

/** The mail with a password-reset link. */
export function resetMail(recipient: string, link: string, identity: MailIdentity): Mail {
  return { recipient, kind: 'reset', subject: 'Passwort zurücksetzen', body: resetBody(link, identity), redactedBody: resetBody(REDACTED.link, identity) };
}

function resetBody(link: string, { signature }: MailIdentity): string {
  return [
    'Hallo,',
    '',
    'du hast angefordert, dein Passwort zurückzusetzen. Über diesen Link kannst du ein neues Passwort vergeben:',
    '',
    link,
    '',
    'Der Link ist eine Stunde gültig und kann nur einmal verwendet werden.',
    'Wenn du das nicht warst, ignoriere diese E-Mail; dein Passwort bleibt unverändert.',
    '',
    signature,
  ].join('\n');
}

/** How a password was changed: on the account pages, or by a reset link. */
export type PasswordChangeWay = 'change' | 'reset';

const PASSWORD_CHANGED: Record<PasswordChangeWay, string> = {
  change: 'das Passwort deines Kontos wurde gerade geändert. Auf allen anderen Geräten bist du jetzt abgemeldet.',
  reset: 'das Passwort deines Kontos wurde gerade über „Passwort vergessen“ neu vergeben. Auf allen Geräten bist du jetzt abgemeldet.',
};

/** The notice that an account's password was changed: no secret in it, so the outbox keeps it as it is. */
export function passwordNoticeMail(recipient: string, way: PasswordChangeWay, service: ServiceContact, { signature }: MailIdentity): Mail {
  const body = [
    'Hallo,',
    '',
    PASSWORD_CHANGED[way],
    '',
    'Wenn du das warst, ist alles in Ordnung.',
    'Wenn du das nicht warst, vergib über „Passwort vergessen“ auf der Anmeldeseite sofort ein neues Passwort ' +
      `und melde dich bei unserem Kundenservice: ${serviceContactText(service)}.`,
    '',
    signature,
  ].join('\n');
  return { recipient, kind: 'notice', subject: 'Dein Passwort wurde geändert', body, redactedBody: body };
}
