/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { validateWith } from '@schaufenster/shared/ui/form';
import { EmailForm, emptyValues, FORM_FIELDS, LoginForm, OtpForm, RegisterForm, ResetForm } from './auth-schemas';
import { cooldownSecondsOf } from './cooldown-seconds';

const login = validateWith(LoginForm, emptyValues(FORM_FIELDS.login));
const register = validateWith(RegisterForm, emptyValues(FORM_FIELDS.register));
const email = validateWith(EmailForm, emptyValues(FORM_FIELDS.email));
const reset = validateWith(ResetForm, emptyValues(FORM_FIELDS.reset));
const otp = validateWith(OtpForm, emptyValues(FORM_FIELDS.otp));

describe('the form schemas give the messages of SPEC.md section 5', () => {
  it.each([
    ['login, empty', login, {}, { email: 'Bitte gib eine gültige E-Mail-Adresse ein.', password: 'Die eingabe is zu kurz.' }],
    ['login, short password', login, { email: 'anna@example.de', password: '12345' }, { password: 'Die eingabe is zu kurz.' }],
    ['login, valid', login, { email: ' Anna@Example.DE ', password: '123456' }, {}],
    [
      'register, empty',
      register,
      {},
      {
        givenName: 'Bitte gib einen Vornamen ein.',
        familyName: 'Bitte gib einen Nachnamen ein.',
        email: 'Bitte gib eine gültige E-Mail-Adresse ein.',
        newPassword: 'Das Passwort muss mindestens 6 Zeichen lang sein.',
      },
    ],
    ['register, blank names', register, { givenName: '  ', familyName: ' ', email: 'a@b.de', newPassword: 'geheim1' }, {
      givenName: 'Bitte gib einen Vornamen ein.',
      familyName: 'Bitte gib einen Nachnamen ein.',
    }],
    ['register, valid with opt-in', register, { givenName: 'Anna', familyName: 'Schmidt', email: 'a@b.de', newPassword: 'geheim1', newsletterOptIn: true }, {}],
    ['email, invalid', email, { email: 'anna@example' }, { email: 'Bitte gib eine gültige E-Mail-Adresse ein.' }],
    ['reset, empty', reset, {}, {
      newPassword: 'Das Passwort muss mindestens 6 Zeichen lang sein.',
      confirmPassword: 'Bitte bestätigen Sie Ihr Passwort.',
    }],
    ['reset, no confirmation', reset, { newPassword: 'geheim1' }, { confirmPassword: 'Bitte bestätigen Sie Ihr Passwort.' }],
    ['reset, mismatch', reset, { newPassword: 'geheim1', confirmPassword: 'geheim2' }, { confirmPassword: 'Die Passwörter stimmen nicht überein.' }],
    ['reset, valid', reset, { newPassword: 'geheim1', confirmPassword: 'geheim1' }, {}],
    ['otp, empty', otp, {}, { code: 'Bitte gib den Code ein, den du per E-Mail erhalten hast.' }],
    ['otp, short', otp, { code: '12345' }, { code: 'Der Code ist zu kurz.' }],
    ['otp, valid', otp, { code: '123456' }, {}],
  ])('%s', (_case, validate, values, errors) => {
    expect(validate(values)).toEqual(errors);
  });
});

describe('cooldownSecondsOf', () => {
  it.each([
    ['Bitte warten Sie 17 Sekunden, bevor Sie eine neue Anfrage senden.', 17],
    ['Bitte warten Sie 0 Sekunden, bevor Sie eine neue Anfrage senden.', undefined],
    ['Zu viele Versuche.', undefined],
  ])('reads %j as %p', (message, seconds) => {
    expect(cooldownSecondsOf(message)).toBe(seconds);
  });
});
