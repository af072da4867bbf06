/** Validation messages of SPEC.md section 5 (authentication and forms), verbatim. */
export const AUTH_MESSAGES = {
  email: 'Bitte gib eine gültige E-Mail-Adresse ein.',
  // Typos as the spec writes them.
  loginPasswordTooShort: 'Die eingabe is zu kurz.',
  registrationPasswordTooShort: 'Das Passwort muss mindestens 6 Zeichen lang sein.',
  confirmPasswordRequired: 'Bitte bestätigen Sie Ihr Passwort.',
  passwordsDiffer: 'Die Passwörter stimmen nicht überein.',
  otpRequired: 'Bitte gib den Code ein, den du per E-Mail erhalten hast.',
  otpTooShort: 'Der Code ist zu kurz.',
  // The spec requires the names without giving a text; the wording of the address messages (section 5).
  givenNameRequired: 'Bitte gib einen Vornamen ein.',
  // The error catalogue of section 8: the API sends them, the auth widget shows them.
  wrongCredentials:
    'Ungültige Anmeldeinformationen. Versichere dich, dass du die richtige E-Mail-Adresse und das richtige Passwort verwendest.',
  conflictEmail: 'E-Mail-Adresse ist bereits vergeben.',
  invalidCode: 'Ungültiger oder abgelaufener Code',
  resendCooldown: (seconds: number) => `Bitte warten Sie ${seconds} Sekunden, bevor Sie eine neue Anfrage senden.`,
  familyNameRequired: 'Bitte gib einen Nachnamen ein.',
  // Not in the spec: the common-password check of ASVS 5.0 6.2.4 (server answer and the forms' hint).
  passwordTooGuessable: 'Dieses Passwort ist zu leicht zu erraten. Bitte wähle ein anderes.',
} as const;
