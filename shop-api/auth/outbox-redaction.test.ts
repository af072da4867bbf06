/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { and, desc, eq } from 'drizzle-orm';
import { outboxMails } from '../../server-kit/db/schema';
import { useTestApp } from '../../test/server/harness';
import type { Mail } from './outbox';

const sent: Mail[] = [];
// No outbox setting: the app's default, as in production.
const kit = useTestApp({ auth: { outbox: undefined, transport: async (mail) => void sent.push(mail) } });

const sentTo = (email: string, kind: Mail['kind']) => sent.filter((mail) => mail.recipient === email && mail.kind === kind).at(-1);
async function stored(email: string, kind: Mail['kind']) {
  const [mail] = await kit.database.db
    .select()
    .from(outboxMails)
    .where(and(eq(outboxMails.recipient, email), eq(outboxMails.kind, kind)))
    .orderBy(desc(outboxMails.createdAt))
    .limit(1);
  return mail;
}

describe('the outbox outside the demo', () => {
  it('stores code mails with the code replaced by a placeholder, while SMTP gets the real mail', async () => {
    const email = kit.newEmail();
    const browser = await kit.client();
    await kit.sendCode(browser, email, 'GUEST_LOGIN_REQUEST');
    const code = /Code lautet: (\d{6})/.exec(sentTo(email, 'otp')?.body ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);

    const mail = await stored(email, 'otp');
    expect(mail?.body).not.toContain(code);
    expect(mail?.body).toContain('dein Code lautet: [entfernt]');
    expect(mail?.body).toContain('Der Code ist 10 Minuten gültig');
    expect(mail?.subject).toBe('Dein Anmeldecode für das Gastkonto');
    expect(mail?.sentAt).not.toBeNull();
    expect((await kit.verify(browser, email, 'GUEST_LOGIN_REQUEST', code)).status).toBe(200);
  });

  it('stores reset mails without the link', async () => {
    const email = kit.newEmail();
    const browser = await kit.client();
    await kit.register(browser, email, 'Kirschbaum-Wolke-73');
    const code = /Code lautet: (\d{6})/.exec(sentTo(email, 'registration')?.body ?? '')?.[1] ?? '';
    expect((await kit.verify(browser, email, 'VERIFY_ACCOUNT_AFTER_REGISTER_REQUEST', code)).status).toBe(200);
    expect((await stored(email, 'registration'))?.body).not.toContain(code);

    await browser.post('/api/auth/forgot-password/', { email });
    await kit.settled();
    const link = /http\S+/.exec(sentTo(email, 'reset')?.body ?? '')?.[0] ?? '';
    const hash = new URL(link).searchParams.get('hash') ?? '';
    expect(hash).not.toBe('');
    const mail = await stored(email, 'reset');
    expect(mail?.body).not.toContain(hash);
    expect(mail?.body).not.toMatch(/http/);
    expect(mail?.body).toContain('[Link entfernt]');
    expect(mail?.body).toContain('Der Link ist eine Stunde gültig');
  });
});
