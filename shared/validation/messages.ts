/** Validation messages of SPEC.md section 5 (authentication and forms), verbatim. */
export const AUTH_MESSAGES = {
  email: 'Bitte gib eine gültige E-Mail-Adresse ein.',
  // Typos as the spec writes them.
  loginPasswordTooShort: 'Die eingabe is zu kurz',
  registrationPasswordTooShort: 'Das Passwort muss mindestens 6 Zeichen lang sein.',
  confirmPasswordRequired: 'Bitte bestätigen Sie Ihr Passwort.',
  passwordsDiffer: 'Die Passwörter stimmen nicht überein.',
  otpRequired: 'Bitte gib den Code ein, den du per E-Mail erhalten hast.',
  otpTooShort: 'Der Code ist zu kurz.',
} as const;
