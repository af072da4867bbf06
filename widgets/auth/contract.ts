import { moduleContract, type RemoteContract } from '@schaufenster/shared/props';
import { PasswordChangeProps } from './password-change-props';
import { AuthProps } from './props';

/** The auth widget's props contract (build: props.schema.json; CMS: widget catalog and tag checker). */
export const AUTH_CONTRACT: RemoteContract = {
  mount: moduleContract({
    props: AuthProps,
    description: {
      de: 'Anmeldung, Registrierung, Gastbestellung, Passwort vergessen und Einmalcodes.',
      en: 'Login, registration, guest checkout, forgotten password and one-time codes.',
    },
    fields: {
      mode: {
        de: 'modal: das Anmelden-Fenster auf jeder Shopseite (einmal pro Seite); page: die ganze Seite /authenticate/.',
        en: 'modal: the sign-in dialog on every shop page (once per page); page: the full /authenticate/ page.',
      },
    },
    example: { mode: 'modal' },
    // The sign-in modal waits for the header's `auth:open` (or the shopper's first use of its tag).
    load: 'interaction',
    answers: ['auth:open'],
  }),
  'password-change': moduleContract({
    props: PasswordChangeProps,
    description: {
      de: 'Passwort ändern im Kundenkonto: aktuelles Passwort, neues Passwort und Bestätigung; meldet alle anderen Geräte ab.',
      en: 'Password change on the account pages: current password, new password and confirmation; logs out every other device.',
    },
    fields: {},
    example: {},
    load: 'visible',
  }),
};
