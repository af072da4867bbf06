/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { outboxMails, users } from '../../server-kit/db/schema';
import { COMMON_PASSWORDS, COMMON_PASSWORDS_SERVER_ONLY, STRONG_PASSWORDS } from '../../test/shared/password-cases';
import { isApiError } from '../../server-kit/http/api-error';
import { testHasher, useTestApp } from '../../test/server/harness';
import { assertHardToGuess } from './password-strength';

const TOO_GUESSABLE = 'Dieses Passwort ist zu leicht zu erraten. Bitte wähle ein anderes.';
/** Building the German dictionaries takes a second the first time. */
const SLOW_TEST_MS = 60_000;

const test = useTestApp();
let counter = 0;
const newEmail = () => `stark${(counter += 1)}.${Date.now()}@example.de`;
/** A fresh client address per request, so the mail limits of one network never interfere. */
const newIp = () => `198.18.${Math.floor((counter += 1) / 250)}.${counter % 250}`;

async function register(newPassword: string, email = newEmail()) {
  const browser = await test.client({ ip: newIp() });
  return browser.post('/api/auth/register', { givenName: 'Anna', familyName: 'Schmidt', email, newPassword });
}


/** What the server's check says of a password: refused with the German message on newPassword, or taken. */
function verdict(password: string, personalWords: string[] = []): string {
  try {
    assertHardToGuess(password, personalWords);
    return 'taken';
  } catch (error) {
    return isApiError(error) && error.status === 422 && error.fieldErrors?.newPassword === TOO_GUESSABLE ? 'refused' : String(error);
  }
}

describe('the common German choices', () => {
  it.each([...COMMON_PASSWORDS, ...COMMON_PASSWORDS_SERVER_ONLY])('refuses %s', (password) => {
    expect(verdict(password)).toBe('refused');
  }, SLOW_TEST_MS);

  it.each(STRONG_PASSWORDS)('takes %s', (password) => {
    expect(verdict(password)).toBe('taken');
  }, SLOW_TEST_MS);

  it('refuses the own names with digits', () => {
    expect(verdict('Zwirnemann1985', ['anna.zwirnemann@example.de', 'anna.zwirnemann', 'Anna', 'Zwirnemann'])).toBe('refused');
    expect(verdict('Zwirnemann1985')).toBe('taken');
  }, SLOW_TEST_MS);
});

describe('common passwords', () => {
  it.each(['passwort', 'Passwort', '123456', 'qwertz', 'hallo123', 'fussball', 'iloveyou', 'schatz', 'Passwort1', 'Sommer2024', 'schalke04', 'Qwertz123', 'Fussball1'])(
    'refuses to register with %s: 422 on newPassword, nothing stored',
    async (password) => {
      const email = newEmail();
      const answer = await register(password, email);
      expect(answer).toMatchObject({ status: 422, json: { message: TOO_GUESSABLE, error: { code: 'validation' }, fieldErrors: { newPassword: TOO_GUESSABLE } } });
      expect(await test.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    },
    SLOW_TEST_MS,
  );

  it('refuses the own address as password', async () => {
    const answer = await register('anna.schmidt', 'anna.schmidt@example.de');
    expect(answer).toMatchObject({ status: 422, json: { fieldErrors: { newPassword: TOO_GUESSABLE } } });
  }, SLOW_TEST_MS);

  it('refuses an own address longer than the 32 characters the estimator reads', async () => {
    const email = `anna.zwirnemann.${Date.now()}@beispiel-firma.example`;
    const answer = await register(email, email);
    expect(answer).toMatchObject({ status: 422, json: { fieldErrors: { newPassword: TOO_GUESSABLE } } });
  }, SLOW_TEST_MS);

  it.each(['x7#kQ9', 'Kirschbaum-Wolke-73'])('keeps the minimum of 6 and takes an uncommon password such as %s', async (password) => {
    expect((await register(password)).status).toBe(200);
  }, SLOW_TEST_MS);

  it('refuses a common password at reset, and takes another one with the same link', async () => {
    const email = newEmail();
    await test.database.db.insert(users).values({ email, givenName: 'A', familyName: 'S', passwordHash: await testHasher.hash('Sommer!2024'), verified: true });
    const browser = await test.client({ ip: newIp() });
    await browser.post('/api/auth/forgot-password/', { email });
    await test.settled();
    const [mail] = await test.database.db.select().from(outboxMails).where(and(eq(outboxMails.recipient, email), eq(outboxMails.kind, 'reset')));
    const link = new URL(/http\S+/.exec(mail?.body ?? '')?.[0] ?? 'http://x/');
    const [cid, hash] = [link.searchParams.get('cid'), link.searchParams.get('hash')];
    const weak = await browser.post('/api/auth/reset-password', { cid, hash, type: 'reset', newPassword: '123456', confirmPassword: '123456' });
    expect(weak).toMatchObject({ status: 422, json: { fieldErrors: { newPassword: TOO_GUESSABLE } } });
    const strong = await browser.post('/api/auth/reset-password', { cid, hash, type: 'reset', newPassword: 'Wolke7-Regenbogen', confirmPassword: 'Wolke7-Regenbogen' });
    expect(strong).toMatchObject({ status: 200, json: { success: true } });
  }, SLOW_TEST_MS);
});
