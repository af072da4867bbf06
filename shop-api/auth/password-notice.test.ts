/** @jest-environment node */
import { API } from '@schaufenster/shared/api';
import { describe, expect, it } from '@jest/globals';
import { and, desc, eq } from 'drizzle-orm';
import { readServiceContact } from '../../server/config';
import { outboxMails, users } from '../../server-kit/db/schema';
import { testHasher, useTestApp, type TestClient } from '../../test/server/harness';
import { readMailIdentity } from './mail-identity';
import { passwordNoticeMail } from './mail-texts';
import type { Mail } from './outbox';

const OLD_PASSWORD = 'altes-Passwort1';
const NEW_PASSWORD = 'Kirschbaum-Wolke-73';
const CHANGED_SUBJECT = 'Dein Passwort wurde geändert';

const sent: Mail[] = [];
// No outbox setting: the app's default, as in production (mails stored redacted, SMTP gets them in full).
const test = useTestApp({ auth: { outbox: undefined, transport: async (mail) => void sent.push(mail) } });

/** A verified customer with OLD_PASSWORD, straight in the database. */
async function customer(): Promise<string> {
  const email = test.newEmail();
  await test.database.db.insert(users).values({ email, givenName: 'Anna', familyName: 'Schmidt', passwordHash: await testHasher.hash(OLD_PASSWORD), verified: true });
  return email;
}

async function loggedIn(email: string): Promise<TestClient> {
  const browser = await test.client();
  expect((await browser.post('/api/auth/login', { email, password: OLD_PASSWORD })).status).toBe(200);
  return browser;
}

/** The notices mailed to an address: as SMTP got them, and as the outbox table keeps them. */
async function noticesTo(email: string): Promise<{ smtp: Mail[]; stored: { subject: string; body: string }[] }> {
  await test.settled();
  const stored = await test.database.db
    .select({ subject: outboxMails.subject, body: outboxMails.body })
    .from(outboxMails)
    .where(and(eq(outboxMails.recipient, email), eq(outboxMails.kind, 'notice')))
    .orderBy(desc(outboxMails.createdAt));
  return { smtp: sent.filter((mail) => mail.recipient === email && mail.kind === 'notice'), stored };
}

/** What a notice must say, and what it must never carry. */
function expectNotice(mail: { subject: string; body: string } | undefined, secrets: string[]): void {
  expect(mail?.subject).toBe(CHANGED_SUBJECT);
  expect(mail?.body).toContain('Wenn du das nicht warst, ');
  expect(mail?.body).toContain('service@schaufenster.example');
  expect(mail?.body).not.toMatch(/https?:|\b\d{6}\b/);
  for (const secret of secrets) expect(mail?.body).not.toContain(secret);
}

describe('the notice after a password change', () => {
  it('goes to the account’s address through the outbox and SMTP, in German, without any secret', async () => {
    const email = await customer();
    const browser = await loggedIn(email);
    const change = { currentPassword: OLD_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    expect((await browser.post(API.changePassword.path, change)).status).toBe(200);

    const { smtp, stored } = await noticesTo(email);
    expect(smtp).toHaveLength(1);
    expect(stored).toHaveLength(1);
    expectNotice(smtp[0], [OLD_PASSWORD, NEW_PASSWORD]);
    expect(smtp[0]?.body).toContain('geändert');
    expect(stored[0]?.body).toBe(smtp[0]?.body);
  });

  it('goes out even when the address has had all the mails of its hour', async () => {
    const email = await customer();
    for (let i = 0; i < 6; i += 1) await (await test.client()).post('/api/auth/forgot-password/', { email });
    expect((await (await test.client()).post('/api/auth/forgot-password/', { email })).status).toBe(429);
    const browser = await loggedIn(email);
    const change = { currentPassword: OLD_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    expect((await browser.post(API.changePassword.path, change)).status).toBe(200);
    expect((await noticesTo(email)).smtp).toHaveLength(1);
  });

  it('is not sent for a refused change', async () => {
    const email = await customer();
    const browser = await loggedIn(email);
    const wrong = { currentPassword: 'falsches-Passwort', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    expect((await browser.post(API.changePassword.path, wrong)).status).toBe(422);
    expect(await noticesTo(email)).toEqual({ smtp: [], stored: [] });
  });
});

describe('the notice after a password reset', () => {
  it('goes to the account’s address, in German, without the link or the password', async () => {
    const email = await customer();
    const browser = await test.client();
    expect((await browser.post('/api/auth/forgot-password/', { email })).status).toBe(200);
    await test.settled();
    const link = new URL(/http\S+/.exec(sent.findLast((mail) => mail.recipient === email && mail.kind === 'reset')?.body ?? '')?.[0] ?? 'http://x/');
    const [cid, hash] = [link.searchParams.get('cid') ?? '', link.searchParams.get('hash') ?? ''];
    expect((await browser.post('/api/auth/reset-password', { cid, hash, type: 'reset', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).status).toBe(200);

    const { smtp, stored } = await noticesTo(email);
    expect(smtp).toHaveLength(1);
    expectNotice(smtp[0], [NEW_PASSWORD, cid, hash]);
    expect(smtp[0]?.body).toContain('Passwort vergessen');
    expect(stored[0]?.body).toBe(smtp[0]?.body);
  });
});

describe('the notice text', () => {
  it('names the hotline with its hours when there is a phone', () => {
    const service = readServiceContact({ SERVICE_PHONE: '030 1234567', SERVICE_EMAIL: 'hilfe@shop.example' });
    const mail = passwordNoticeMail('anna@example.de', 'change', service, readMailIdentity({ SHOP_NAME: 'Modehaus Berg' }, service.serviceEmailAdress));
    expect(mail).toMatchObject({ recipient: 'anna@example.de', kind: 'notice', subject: CHANGED_SUBJECT });
    expect(mail.body).toContain('030 1234567 (werktags 9:00 bis 16:00 Uhr) oder hilfe@shop.example');
    expect(mail.redactedBody).toBe(mail.body);
    expect(mail.body.endsWith('\nDein Modehaus Berg-Team')).toBe(true);
  });
});
