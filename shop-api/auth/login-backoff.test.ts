/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { users } from '../../server-kit/db/schema';
import { testHasher as hasher, useTestApp, type TestAnswer } from '../../test/server/harness';

const PASSWORD = 'Sommer!2024';
const NEW_PASSWORD = 'Kirschbaum-Wolke-73';
const TOO_MANY = 'Zu viele Versuche. Bitte warte einen Moment und versuche es dann erneut.';

const test = useTestApp();
let counter = 0;

/** A client address from the documentation range, fresh per call: tests never share a network's counts. */
const newIp = () => `198.51.${Math.floor((counter += 1) / 250)}.${counter % 250}`;

/** A verified customer with PASSWORD. */
async function customer(): Promise<string> {
  const email = `backoff${(counter += 1)}.${Date.now()}@example.de`;
  await test.database.db.insert(users).values({ email, givenName: 'Anna', familyName: 'Schmidt', passwordHash: await hasher.hash(PASSWORD), verified: true });
  return email;
}

/** One login from a fresh browser session at the address `ip`. */
async function login(ip: string, email: string, password: string): Promise<TestAnswer> {
  const browser = await test.client({ ip });
  return browser.post('/api/auth/login', { email, password });
}

/** Dozens of logins per test, each a scrypt hash: more than jest's default 5 s on a busy machine. */
const SLOW_TEST_MS = 60_000;

const retryAfter = (answer: TestAnswer) => Number(answer.headers.get('retry-after'));

/** Strangers from `networks` different addresses send one wrong password each (the way a botnet spreads its guesses). */
async function strangersTry(email: string, networks: number): Promise<TestAnswer[]> {
  const answers = [];
  for (let i = 0; i < networks; i += 1) answers.push(await login(newIp(), email, `falsch${i}xyz`));
  return answers;
}

/**
 * 40 strangers guess within one instant, and the owner on a new network is then refused. The clock stands
 * still meanwhile: on a busy machine 40 scrypt hashes can outlast the account's 30 s back-off.
 */
async function strangersLockTheAccount(email: string): Promise<void> {
  const resume = test.freezeClock();
  try {
    await strangersTry(email, 40);
    expect((await login(newIp(), email, PASSWORD)).status).toBe(429);
  } finally {
    resume();
  }
}


describe('login throttling', () => {
  it('lets the owner in at once from a network it logged in from before, however many wrong passwords strangers sent', async () => {
    const email = await customer();
    const home = newIp();
    expect((await login(home, email, PASSWORD)).status).toBe(200);
    await strangersTry(email, 40);
    expect((await login(home, email, PASSWORD)).status).toBe(200);
  }, SLOW_TEST_MS);

  it('keeps the owner on a new network waiting at most 30 seconds while strangers keep guessing', async () => {
    const email = await customer();
    await strangersTry(email, 40);
    const travelling = newIp();
    const first = await login(travelling, email, PASSWORD);
    if (first.status === 429) {
      expect(retryAfter(first)).toBeLessThanOrEqual(30);
      expect(first.json).toEqual({ message: TOO_MANY, error: { code: 'too_many_attempts' } });
      test.advanceClock(retryAfter(first) * 1000);
      expect((await login(travelling, email, PASSWORD)).status).toBe(200);
    } else {
      expect(first.status).toBe(200);
    }
  }, SLOW_TEST_MS);

  it('lets the owner log in with the password at once after a one-time-code sign-in, however many wrong passwords strangers sent', async () => {
    const email = await customer();
    await strangersLockTheAccount(email);
    const travelling = newIp();
    const owner = await test.client({ ip: travelling });
    expect((await test.sendCode(owner, email, 'GUEST_LOGIN_REQUEST')).status).toBe(200);
    expect((await test.verify(owner, email, 'GUEST_LOGIN_REQUEST', await test.mailedCode(email))).status).toBe(200);
    // The strangers keep guessing; before, each of their guesses kept the account's back-off running.
    await strangersTry(email, 5);
    // Forgotten for the account, not only for the network the code came from.
    expect((await login(travelling, email, PASSWORD)).status).toBe(200);
    expect((await login(newIp(), email, PASSWORD)).status).toBe(200);
  }, SLOW_TEST_MS);

  it('lets the owner log in with the new password at once after a reset, however many wrong passwords strangers sent', async () => {
    const email = await customer();
    await strangersLockTheAccount(email);
    const travelling = newIp();
    const owner = await test.client({ ip: travelling });
    expect((await owner.post('/api/auth/forgot-password/', { email })).status).toBe(200);
    const link = await test.mailedResetLink(email);
    const reset = await owner.post('/api/auth/reset-password', { ...link, type: 'reset', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    await strangersTry(email, 5);
    expect((await login(travelling, email, NEW_PASSWORD)).status).toBe(200);
    expect((await login(newIp(), email, NEW_PASSWORD)).status).toBe(200);
  }, SLOW_TEST_MS);

  it('never counts successful logins', async () => {
    const email = await customer();
    const ip = newIp();
    const statuses = [];
    for (let i = 0; i < 15; i += 1) statuses.push((await login(ip, email, PASSWORD)).status);
    expect(statuses).toEqual(Array(15).fill(200));
  }, SLOW_TEST_MS);

  it('backs off wrong passwords from one network with a doubling wait, and a success there forgets them', async () => {
    const email = await customer();
    const ip = newIp();
    for (let i = 0; i < 5; i += 1) expect((await login(ip, email, 'falsch123')).status).toBe(401);
    const waits = [];
    for (let i = 0; i < 4; i += 1) {
      const refused = await login(ip, email, 'falsch123');
      expect(refused.status).toBe(429);
      waits.push(retryAfter(refused));
      test.advanceClock(retryAfter(refused) * 1000);
      expect((await login(ip, email, 'falsch123')).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    const refused = await login(ip, email, PASSWORD);
    expect(refused.status).toBe(429);
    test.advanceClock(retryAfter(refused) * 1000);
    expect((await login(ip, email, PASSWORD)).status).toBe(200);
    expect((await login(ip, email, 'falsch123')).status).toBe(401);
  }, SLOW_TEST_MS);

  it('evaluates at most 5 of 30 concurrent wrong passwords from one network', async () => {
    const email = await customer();
    const ip = newIp();
    const browsers = await Promise.all(Array.from({ length: 30 }, () => test.client({ ip })));
    // At one instant: on a busy machine the 30 would otherwise spread past the first wait (1 s), which lets a sixth in by design.
    const release = test.freezeClock();
    const answers = await Promise.all(browsers.map((browser) => browser.post('/api/auth/login', { email, password: 'falsch123' }))).finally(release);
    expect(answers.filter((answer) => answer.status === 401).length).toBeLessThanOrEqual(5);
    expect(answers.every((answer) => answer.status === 401 || (answer.status === 429 && retryAfter(answer) > 0))).toBe(true);
  }, SLOW_TEST_MS);

  it('refuses a network after 100 failed logins across accounts until its window passes, even with the right password', async () => {
    const email = await customer();
    const ip = newIp();
    for (let i = 0; i < 100; i += 1) expect((await login(ip, `unbekannt${i}.${counter}@example.de`, 'falsch123')).status).toBe(401);
    const refused = await login(ip, email, PASSWORD);
    expect(refused.status).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThan(0);
    test.advanceClock(15 * 60 * 1000);
    expect((await login(ip, email, PASSWORD)).status).toBe(200);
  }, SLOW_TEST_MS);
});
