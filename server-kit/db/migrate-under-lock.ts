import type { Pool } from 'pg';

/** The advisory lock key migrations run under ("schaufenster migrations" in a bigint; any fixed number would do). */
export const MIGRATION_LOCK = 0x5343_4846_4d49_47n;

/**
 * Runs `migrate` while holding a session advisory lock on a connection of its own: processes starting together
 * migrate one after the other, and each after the first finds every migration applied.
 */
export async function migrateUnderLock(pool: Pool, migrate: () => Promise<void>): Promise<void> {
  const connection = await pool.connect();
  try {
    await connection.query('SELECT pg_advisory_lock($1::bigint)', [MIGRATION_LOCK.toString()]);
    try {
      await migrate();
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK.toString()]);
    }
  } finally {
    connection.release();
  }
}
