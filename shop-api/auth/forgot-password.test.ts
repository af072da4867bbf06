/** @jest-environment node */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { users } from '../../server-kit/db/schema';
import { startTestApp, testHasher, type TestAnswer, type TestApp } from '../../test/server/harness';
import type { Mail } from './outbox';

let test: TestApp | undefined;
afterEach(async () => {
  await test?.close();
  test = undefined;
});

/** A customer with a password, straight in the database. */
async function customer(app: TestApp): Promise<string> {
  const email = app.newEmail();
  await app.database.db.insert(users).values({ email, givenName: 'Anna', familyName: 'Schmidt', passwordHash: await testHasher.hash('x7#kQ9-lang'), verified: true });
  return email;
}

/** The answer, or `undefined` when none came within `ms`. */
async function within(ms: number, answer: Promise<TestAnswer>): Promise<TestAnswer | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

describe('POST /api/auth/forgot-password/ answers before any mail is sent', () => {
  it('answers 200 while the mail server has not answered yet, known address or not, and sends the link afterwards', async () => {
    let release = () => {};
    const hanging = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent: Mail[] = [];
    test = await startTestApp({
      auth: {
        transport: async (mail) => {
          await hanging;
          sent.push(mail);
        },
      },
    });
    try {
      const known = await customer(test);
      const unknown = test.newEmail();
      for (const email of [known, unknown]) {
        const answer = await within(5_000, (await test.client()).post('/api/auth/forgot-password/', { email }));
        expect(answer).toMatchObject({ status: 200, json: { email } });
      }
      expect(sent).toEqual([]);

      release();
      await test.settled();
      expect(sent.map((mail) => [mail.recipient, mail.kind])).toEqual([[known, 'reset']]);
      expect(await test.mailedResetLink(known)).toMatchObject({ cid: expect.any(String), hash: expect.any(String) });
    } finally {
      release();
    }
  });

  it('logs a failed mail by its kind and error name only, never the address or the link', async () => {
    test = await startTestApp({
      auth: {
        transport: async (mail) => {
          throw new Error(`550 mailbox ${mail.recipient} unavailable: ${mail.body}`);
        },
      },
    });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const email = await customer(test);
      expect((await (await test.client()).post('/api/auth/forgot-password/', { email })).status).toBe(200);
      await test.settled();
      expect(errors).toHaveBeenCalledWith('[schaufenster] a reset mail could not be sent: Error');
      const logged = JSON.stringify(errors.mock.calls);
      expect(logged).not.toContain(email);
      expect(logged).not.toContain('hash=');
    } finally {
      errors.mockRestore();
    }
  });
});
