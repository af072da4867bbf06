import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { READY_CHECK_TIMEOUT_MS } from '../db/timeouts';
import { within } from '../db/within';
import { noteUnavailable } from './unavailable-cause';

/** Where a load balancer asks whether this process lives (`/healthz`) and whether to send it shoppers (`/readyz`). */
export const HEALTH_PATHS = { alive: '/healthz', ready: '/readyz' } as const;

/** What the health endpoints answer: ok, or why not. */
export type HealthStatus = 'ok' | 'draining' | 'database unavailable' | 'search index not built';

/** What a server that started without its database still waits for (its migrations, its first index build), or nothing. */
export type StartupState = () => Exclude<HealthStatus, 'ok' | 'draining'> | undefined;

/**
 * GET /healthz: 200 while the process runs its event loop (nothing else is asked: a database outage is no reason to
 * restart it). GET /readyz: 200 when the server has finished starting (`startup`: connected to its database, the
 * search index built from it), the database answers `SELECT 1` within READY_CHECK_TIMEOUT_MS and the server is not
 * draining, else 503 with the reason. Probes that arrive while a check runs share it, so a stalled database gets one query, not
 * one per probe. Neither is ever cached.
 */
export async function healthRoutes(app: FastifyInstance, { db, startup }: { db: Database; startup?: StartupState }): Promise<void> {
  let check: Promise<boolean> | undefined;
  const databaseAnswers = () => {
    check ??= within(db.execute(sql`select 1`), READY_CHECK_TIMEOUT_MS, 'the readiness check')
      .then(
        () => true,
        () => false,
      )
      .finally(() => {
        check = undefined;
      });
    return check;
  };

  app.get(HEALTH_PATHS.alive, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' satisfies HealthStatus };
  });

  app.get(HEALTH_PATHS.ready, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    let status: HealthStatus = 'ok';
    const starting = startup?.();
    if (request.server.draining) status = 'draining';
    else if (starting) status = starting;
    else if (!(await databaseAnswers())) status = 'database unavailable';
    if (status !== 'ok') return noteUnavailable(reply, 'readiness').code(503).send({ status });
    return reply.send({ status });
  });
}
