/** @jest-environment node */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PGlite } from '@electric-sql/pglite';
import { asc, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema';

const MIGRATIONS = path.join(__dirname, 'migrations');
const MIGRATION_TAG = '0004_pending_registration';

let client: PGlite;
let db: ReturnType<typeof drizzle<typeof schema>>;
let before: string;

/** The migrations folder as it was before 0004: the same files, the journal cut before it. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'schaufenster-migrations-'));
  await cp(MIGRATIONS, folder, { recursive: true });
  const journal = JSON.parse(await readFile(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return folder;
}

beforeAll(async () => {
  before = await migrationsBefore(MIGRATION_TAG);
  client = new PGlite();
  db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: before });
}, 60_000);
afterAll(async () => {
  await client.close();
  await rm(before, { recursive: true, force: true });
});

describe(`migration ${MIGRATION_TAG}`, () => {
  it('turns unconfirmed registrations into pending ones that change no account, and keeps confirmed accounts', async () => {
    const { users, orders, pendingRegistrations, oneTimeCodes } = schema;
    const registrant = { givenName: 'Berta', familyName: 'Klein', passwordHash: 'scrypt$registrant', newsletterOptIn: true, verified: false };
    await db.insert(users).values([
      { email: 'unbestaetigt@example.de', ...registrant },
      // A guest account an unconfirmed registration took over: it has an order.
      { email: 'gast@example.de', givenName: 'Mallory', familyName: 'Böse', passwordHash: 'scrypt$attacker', verified: false },
      { email: 'aktiv@example.de', givenName: 'Anna', familyName: 'Schmidt', passwordHash: 'scrypt$active', verified: true },
    ]);
    const [guest] = await db.select().from(users).where(eq(users.email, 'gast@example.de'));
    await db.insert(orders).values({
      orderNumber: 'SF-1',
      userId: guest?.id,
      paymentMethod: 'invoice',
      deliveryAddress: {},
      subtotalCents: 100,
      shippingCents: 0,
    });
    // Raw SQL: the schema of the code already has the column 0004 adds.
    await client.query(`insert into one_time_codes (email, otp_type, code_hash, expires_at) values ($1, $2, 'x', now() + interval '1 minute')`, [
      'unbestaetigt@example.de',
      'VERIFY_ACCOUNT_AFTER_REGISTER_REQUEST',
    ]);

    await migrate(db, { migrationsFolder: MIGRATIONS });

    expect(await db.select({ email: users.email }).from(users).where(eq(users.email, 'unbestaetigt@example.de'))).toEqual([]);
    expect((await db.select().from(users).where(eq(users.id, guest?.id ?? '')))[0]).toMatchObject({
      passwordHash: null,
      givenName: '',
      familyName: '',
      isGuest: true,
      verified: true,
    });
    expect((await db.select().from(users).where(eq(users.email, 'aktiv@example.de')))[0]).toMatchObject({ passwordHash: 'scrypt$active', verified: true });
    const pending = await db.select().from(pendingRegistrations).orderBy(asc(pendingRegistrations.email));
    expect(pending).toMatchObject([
      { email: 'gast@example.de', passwordHash: 'scrypt$attacker', sessionId: null },
      { email: 'unbestaetigt@example.de', givenName: 'Berta', familyName: 'Klein', passwordHash: 'scrypt$registrant', newsletterOptIn: true, sessionId: null },
    ]);
    // Codes of before confirm no registration.
    expect((await db.select().from(oneTimeCodes))[0]?.consumedAt).not.toBeNull();
  });
});
