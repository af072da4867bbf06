/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { validate } from 'superstruct';
import { Email, isEmail } from './email';
import { AUTH_MESSAGES } from './messages';
import { OtpCode, normalizeOtpInput } from './otp-code';
import { LoginPassword, NewPassword, PasswordChange, PasswordWithConfirmation } from './password';

const messageOf = (result: ReturnType<typeof validate>) => result[0]?.failures()[0]?.message;
const pathOf = (result: ReturnType<typeof validate>) => result[0]?.failures()[0]?.path.join('.');

describe('email', () => {
  it.each([
    ['anna@example.de', true],
    ['Anna.Schmidt@Example.DE', true],
    ['a+b@sub.example.com', true],
    ['kunde@[192.168.0.1]', true],
    ['kunde@[300.1.1.1]', false],
    ['kunde@example.d', false],
    ['kunde@example', false],
    ['kunde.example.de', false],
    ['@example.de', false],
    ['kunde@exa mple.de', false],
    ['', false],
  ])('%s is an email: %s', (value, expected) => {
    expect(isEmail(value)).toBe(expected);
  });

  it('fails with the spec message', () => {
    expect(messageOf(validate('nope', Email))).toBe(AUTH_MESSAGES.email);
  });
});

describe('passwords', () => {
  it.each([
    [LoginPassword, '12345', 'Die eingabe is zu kurz.'],
    [NewPassword, '12345', 'Das Passwort muss mindestens 6 Zeichen lang sein.'],
  ] as const)('a 5-character password fails with its message', (struct, value, message) => {
    expect(messageOf(validate(value, struct))).toBe(message);
  });

  it('accepts 6 characters', () => {
    expect(validate('123456', LoginPassword)[0]).toBeUndefined();
    expect(validate('123456', NewPassword)[0]).toBeUndefined();
  });

  it.each([
    [{ newPassword: 'geheim1', confirmPassword: '' }, 'Bitte bestätigen Sie Ihr Passwort.'],
    [{ newPassword: 'geheim1', confirmPassword: 'geheim2' }, 'Die Passwörter stimmen nicht überein.'],
  ])('puts a confirmation problem on confirmPassword: %o', (value, message) => {
    const result = validate(value, PasswordWithConfirmation);
    expect(messageOf(result)).toBe(message);
    expect(pathOf(result)).toBe('confirmPassword');
  });

  it('accepts a matching confirmation', () => {
    expect(validate({ newPassword: 'geheim1', confirmPassword: 'geheim1' }, PasswordWithConfirmation)[0]).toBeUndefined();
  });

  it.each([
    [{ currentPassword: '12345', newPassword: 'geheim1', confirmPassword: 'geheim1' }, 'currentPassword', 'Die eingabe is zu kurz.'],
    [{ currentPassword: 'altes-1', newPassword: 'neu', confirmPassword: 'neu' }, 'newPassword', 'Das Passwort muss mindestens 6 Zeichen lang sein.'],
    [{ currentPassword: 'altes-1', newPassword: 'geheim1', confirmPassword: '' }, 'confirmPassword', 'Bitte bestätigen Sie Ihr Passwort.'],
    [{ currentPassword: 'altes-1', newPassword: 'geheim1', confirmPassword: 'geheim2' }, 'confirmPassword', 'Die Passwörter stimmen nicht überein.'],
  ])('checks a password change with the spec rules: %o fails on %s', (value, field, message) => {
    const result = validate(value, PasswordChange);
    expect(pathOf(result)).toBe(field);
    expect(messageOf(result)).toBe(message);
  });

  it('accepts a password change with a matching confirmation', () => {
    expect(validate({ currentPassword: 'altes-1', newPassword: 'geheim1', confirmPassword: 'geheim1' }, PasswordChange)[0]).toBeUndefined();
  });
});

describe('one-time code', () => {
  it.each([
    ['', 'Bitte gib den Code ein, den du per E-Mail erhalten hast.'],
    ['12345', 'Der Code ist zu kurz.'],
    ['12a45', 'Der Code ist zu kurz.'],
  ])('%j fails with %s', (value, message) => {
    expect(messageOf(validate(value, OtpCode, { coerce: true }))).toBe(message);
  });

  it('keeps digits only, at most 6', () => {
    expect(normalizeOtpInput('12 34-5678')).toBe('123456');
    expect(validate('123456', OtpCode, { coerce: true })).toEqual([undefined, '123456']);
  });
});
