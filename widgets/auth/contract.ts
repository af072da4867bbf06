import { moduleContract, type RemoteContract } from '../contract';
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
  }),
};
