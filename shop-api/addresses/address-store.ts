import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../server-kit/db/database';
import { addresses, users } from '../../server-kit/db/schema';
import type { AddressFields, AddressView } from './address-body';

type AddressRow = typeof addresses.$inferSelect;

/** Which default flags to set (true), clear (false) or leave (undefined). */
export interface DefaultFlags {
  delivery?: boolean;
  billing?: boolean;
}

/** A stored address in the API's shape. */
export function addressView(row: AddressRow): AddressView {
  return {
    addressId: row.id,
    addressType: row.addressType === 'packstation' ? 'packstation' : 'home',
    gender: row.gender,
    country: row.country,
    givenName: row.givenName,
    familyName: row.familyName,
    streetHouseNumber: row.streetHouseNumber,
    additional: row.additional,
    servicePointMemberId: row.servicePointMemberId,
    servicePointId: row.servicePointId,
    state: row.state,
    zipCode: row.zipCode,
    city: row.city,
    distributionCode: row.distributionCode,
    defaultDeliverAddress: row.defaultDeliverAddress,
    defaultBillingAddress: row.defaultBillingAddress,
  };
}

/** A customer's addresses, oldest first. */
export async function listAddresses(db: Database, userId: string): Promise<AddressView[]> {
  const rows = await db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.createdAt), asc(addresses.id));
  return rows.map(addressView);
}

/** One of the customer's addresses; another customer's address is as absent as a missing one. */
export async function findAddress(db: Database, userId: string, id: string): Promise<AddressView | undefined> {
  const [row] = await db.select().from(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  return row ? addressView(row) : undefined;
}

/**
 * Sets or clears an address's default flags; setting one clears it on the customer's other addresses.
 * Runs inside the caller's transaction, after `lockCustomer`, so two calls never leave two defaults.
 */
async function applyDefaults(tx: Database, userId: string, id: string, flags: DefaultFlags): Promise<void> {
  const others = and(eq(addresses.userId, userId), ne(addresses.id, id));
  const mine = and(eq(addresses.userId, userId), eq(addresses.id, id));
  if (flags.delivery === true) await tx.update(addresses).set({ defaultDeliverAddress: false }).where(others);
  if (flags.billing === true) await tx.update(addresses).set({ defaultBillingAddress: false }).where(others);
  if (flags.delivery === undefined && flags.billing === undefined) return;
  await tx
    .update(addresses)
    .set({
      ...(flags.delivery !== undefined && { defaultDeliverAddress: flags.delivery }),
      ...(flags.billing !== undefined && { defaultBillingAddress: flags.billing }),
    })
    .where(mine);
}

// Serialises address-book writes of one customer: the default flags are checked across rows.
async function lockCustomer(tx: Database, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Stores a new address; the customer's first address becomes the default for delivery and billing. */
export async function createAddress(db: Database, userId: string, fields: AddressFields, flags: DefaultFlags): Promise<AddressView> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    const [row] = await tx.insert(addresses).values({ ...fields, userId }).returning({ id: addresses.id });
    if (!row) throw new Error('insert returned no address');
    const first = count === 0;
    await applyDefaults(tx, userId, row.id, { delivery: flags.delivery ?? (first || undefined), billing: flags.billing ?? (first || undefined) });
    const created = await findAddress(tx, userId, row.id);
    if (!created) throw new Error('created address vanished');
    return created;
  });
}

/** Replaces an address's fields (and flags when given); undefined when the customer has no such address. */
export async function updateAddress(
  db: Database,
  userId: string,
  id: string,
  fields: AddressFields,
  flags: DefaultFlags,
): Promise<AddressView | undefined> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const updated = await tx
      .update(addresses)
      .set(fields)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning({ id: addresses.id });
    if (updated.length === 0) return undefined;
    await applyDefaults(tx, userId, id, flags);
    return findAddress(tx, userId, id);
  });
}

/** Sets the default flags of an address; false when the customer has no such address. */
export async function setDefaults(db: Database, userId: string, id: string, flags: DefaultFlags): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    if (!(await findAddress(tx, userId, id))) return false;
    await applyDefaults(tx, userId, id, flags);
    return true;
  });
}

/** Deletes an address; false when the customer has no such address. */
export async function deleteAddress(db: Database, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  return deleted.length > 0;
}
