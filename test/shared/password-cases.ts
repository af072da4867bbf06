// Common German password choices, for the tests of the server's check and of the forms' hint: both build the
// one rule of shared/validation/password-guessability.ts, the hint over fewer word lists.

/**
 * Refused by the server and hinted by the forms: a word, name or keyboard walk with digits, a year, a date or a
 * symbol or two around it (the five a security review found first), and the zxcvbn estimate's own finds.
 */
export const COMMON_PASSWORDS = [
  'Passwort1',
  'Sommer2024',
  'schalke04',
  'Qwertz123',
  'Fussball1',
  'Fußball1',
  'Sommer!2024',
  'Winter!2025',
  'Herbst2023!',
  'Frühling2024',
  'Januar2025',
  'passwort2024',
  'Passwort!!!!',
  'Passwort123456',
  'P@ssw0rt1',
  '5ommer2024',
  'geheim123',
  'Hallo1234',
  'Schatz2010',
  'Mausi123',
  'Katze123',
  'Sonnenschein1',
  'Schneewittchen7',
  'Zuhause1',
  'Deutschland1',
  'Mannschaft2014',
  'Michael1985',
  'Stefanie1987',
  'Stefanie01011987',
  'Lena2010!',
  'Hamburg1',
  'Berlin2024!',
  'Ostsee2023',
  'Mallorca2019!',
  'Dortmund09',
  'Hannover96',
  'Werder1899',
  'Bayern1900',
  'Sommer 2024',
  'asdf1234',
  'Qwertzuiop1',
  'Yxcvbnm1',
  '1qay2wsx',
  '123456',
  'hallo123',
] as const;

/** Refused by the server only: words of its German Wikipedia list, which the forms' hint leaves out (300 KB gz). */
export const COMMON_PASSWORDS_SERVER_ONLY = ['Eintracht1', 'Leverkusen04', 'Wolkenkratzer', 'besitzerin1'] as const;

/** Accepted by both: several words, or random characters. */
export const STRONG_PASSWORDS = [
  'Kirschbaum-Wolke-73',
  'Wolke7-Regenbogen',
  'Mein-Hund-Bello-22',
  'grün-Regal-Fenster',
  'Zugspitze#Tee42',
  'Hamster_Mond_9',
  'Tr0ck3n!Brot',
  'dRe8!kLp2z',
  'x7#kQ9',
] as const;
