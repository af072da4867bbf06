import { AUTH_MESSAGES } from '@schaufenster/shared/validation';

/**
 * Shopper-facing texts of the auth widget: verbatim from SPEC.md sections 2, 5 and 8 where it gives
 * them (typos and the Sie-form of the resend messages included), otherwise in the same du-form.
 */
export const TEXTS = {
  modalTitle: 'Anmelden',
  close: 'Schließen',
  cardsLabel: 'Anmelden, registrieren oder Gastkonto',
  pages: {
    login: 'Anmelden',
    register: 'Registrieren',
    guest: 'Gastkonto',
    'forgot-password': 'Passwort vergessen',
    'reset-password': 'Passwort zurücksetzen',
    'otp-verify': 'Gib deinen Code ein',
  },
  fields: {
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    givenName: 'Vorname',
    familyName: 'Nachname',
    registerPassword: 'Passwort (mind. 6 Zeichen)',
    newPassword: 'Neues Passwort',
    confirmPassword: 'Neues Passwort bestätigen',
    currentPassword: 'Aktuelles Passwort',
    codeHint: 'Der Code besteht aus 6 Ziffern.',
  },
  messages: {
    ...AUTH_MESSAGES,
  },
  login: {
    submit: 'Anmelden',
    forgotPassword: 'Passwort vergessen',
    passwordChanged:
      'Dein Passwort wurde geändert. Melde dich jetzt mit deinem neuen Passwort an. Hat dein Browser das Passwortfeld schon ausgefüllt, ersetze das alte Passwort durch das neue.',
    loggedIn: 'Du bist jetzt angemeldet.',
  },
  register: {
    newsletter: 'Ja, ich möchte den Newsletter mit Trends, Angeboten und Gutscheinen per E-Mail erhalten.',
    submit: 'Registrieren',
    termsBefore: 'Mit dem Erstellen deines Kontos akzeptierst du unsere ',
    terms: 'AGB',
    termsBetween: ' und die ',
    privacy: 'Datenschutzbestimmungen',
    termsAfter: '.',
    conflictBanner: 'Mit dieser E-Mail-Adresse gibt es bereits ein Konto. Melde dich an oder verwende eine andere E-Mail-Adresse.',
    toLogin: 'Zur Anmeldung',
  },
  guest: {
    intro: 'Ohne Passwort anmelden: Wir schicken dir einen 6-stelligen Code per E-Mail, mit dem du dich mit deinem Gastkonto anmeldest.',
    submit: 'Anmeldecode erhalten',
  },
  forgot: {
    intro: 'Gib die E-Mail-Adresse deines Kontos ein. Wir schicken dir einen Link, mit dem du ein neues Passwort vergeben kannst.',
    failed: 'Der Link zum Zurücksetzen deines Passworts ist ungültig oder abgelaufen. Bitte fordere einen neuen Link an.',
    submit: 'Passwort zurücksetzen',
    back: 'Zurück zur Anmeldung',
    sentTo: 'Wir haben dir eine E-Mail mit einem Link zum Zurücksetzen deines Passworts geschickt an:',
    hintsLabel: 'Keine E-Mail erhalten?',
    spamHint: 'Schau bitte auch in deinem Spam-Ordner nach.',
    newestHint: 'Hast du mehrere E-Mails von uns bekommen, verwende bitte den Link aus der neuesten E-Mail.',
    phoneHint: (start: string, end: string) =>
      `Unser Kundenservice hilft dir gern weiter, montags bis freitags von ${start} bis ${end} Uhr telefonisch unter `,
    emailHint: 'Unser Kundenservice hilft dir gern weiter, schreib uns einfach eine E-Mail an ',
    hintEnd: '.',
  },
  reset: {
    checking: 'Dein Link wird geprüft …',
    advice: 'Verwende mindestens 6 Zeichen und mische Groß- und Kleinbuchstaben, Ziffern und Sonderzeichen.',
    submit: 'Passwort ändern',
  },
  passwordChange: {
    title: 'Passwort ändern',
    intro: 'Nach der Änderung wirst du auf allen anderen Geräten abgemeldet.',
    submit: 'Passwort ändern',
    success: 'Dein Passwort wurde geändert. Auf deinen anderen Geräten bist du jetzt abgemeldet.',
    signIn: 'Bitte melde dich an, um dein Passwort zu ändern.',
  },
  otp: {
    titles: {
      GUEST_LOGIN_REQUEST: 'Mit Gastkonto anmelden',
      VERIFY_ACCOUNT_AFTER_REGISTER_REQUEST: 'Registrierung abschließen',
      VERIFY_ACCOUNT_BY_LOGIN_REQUEST: 'Identitätsprüfung erforderlich',
    },
    intro: {
      GUEST_LOGIN_REQUEST: 'Gib den 6-stelligen Code ein, den wir dir per E-Mail geschickt haben, um dich mit deinem Gastkonto anzumelden.',
      VERIFY_ACCOUNT_AFTER_REGISTER_REQUEST: 'Bestätige deine E-Mail-Adresse mit dem 6-stelligen Code, den wir dir geschickt haben.',
      VERIFY_ACCOUNT_BY_LOGIN_REQUEST:
        'Deine E-Mail-Adresse ist noch nicht bestätigt. Gib den 6-stelligen Code ein, den wir dir gerade geschickt haben.',
    },
    sentTo: 'Der Code ging an:',
    submit: 'Code bestätigen',
    invalidCodeHint: 'Gib den Code bitte noch einmal ein oder fordere einen neuen Code an.',
    resend: 'Neuen Code senden',
    resendCooling: AUTH_MESSAGES.resendCooldown,
    resendProgress: 'E-Mail wird erneuert verschickt...',
    resendSuccess: (email: string) => `Wir haben dir einen neuen Code an ${email} geschickt.`,
    resendFailure: 'Da ist etwas schiefgelaufen. Bitte versuche es später noch einmal.',
    back: {
      guest: 'Zurück zum Gastkonto',
      login: 'Zurück zur Anmeldung',
      register: 'Zurück zur Registrierung',
    },
  },
} as const;
