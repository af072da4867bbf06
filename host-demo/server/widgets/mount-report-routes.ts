import type { FastifyInstance, FastifyRequest } from 'fastify';
import { array, enums, object, optional, pattern, refine, string } from 'superstruct';
import { sized } from '@schaufenster/shared/props';
import { MOUNT_REPORTS_PER_BEACON, type MountOutcome } from '../../loader/mount-reports';
import { REMOTES, isRemoteName } from '../../../scripts/remotes';
import { ENVIRONMENT_NAME } from '../../../registry/registry';
import type { Database } from '../db/database';
import { ApiError, parseBody } from '../http/api-error';
import { recordMounts } from './mount-stats';

const OUTCOMES: readonly MountOutcome[] = ['mounted', 'failed', 'timeout', 'invalid-props'];

/** A tag name of an exposed module: `header`, `minicart/buy-button`. */
const WidgetName = refine(string(), 'WidgetName', (value) => {
  const [remote = '', module = 'mount', ...rest] = value.split('/');
  return (rest.length === 0 && isRemoteName(remote) && Object.hasOwn(REMOTES[remote].exposes, `./${module}`)) || 'unknown widget';
});

const MountReports = object({
  /** The environment whose registry the page loaded (the loader reads it from the registry's file name). */
  environment: optional(pattern(string(), ENVIRONMENT_NAME)),
  mounts: sized(
    array(object({ widget: WidgetName, version: sized(string(), 1, 40), outcome: enums(OUTCOMES) })),
    1,
    MOUNT_REPORTS_PER_BEACON,
  ),
});

/** Whether a request comes from this site's pages (or a configured origin), judged by its Origin header. */
function fromOwnPages(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.headers.host || allowedOrigins.includes(origin);
  } catch {
    return false;
  }
}

/** Where the loader sends its mount reports (the layouts name it in `data-beacon`). */
export const MOUNT_BEACON_PATH = '/api/widget-mounts/';

/**
 * POST /api/widget-mounts/: the loader's beacons with mount outcomes per widget and version (no CSRF: counters
 * only), counted in the environment the page's registry names, else in the server's own (`WIDGETS_ENV`).
 */
export async function mountReportRoutes(
  app: FastifyInstance,
  { db, allowedOrigins, environment }: { db: Database; allowedOrigins: readonly string[]; environment?: string },
): Promise<void> {
  app.post(MOUNT_BEACON_PATH, async (request, reply) => {
    if (!fromOwnPages(request, allowedOrigins)) throw new ApiError(403, 'foreignOrigin', 'Forbidden');
    const { mounts, environment: pageEnvironment } = parseBody(MountReports, request.body);
    await recordMounts(db, mounts, pageEnvironment ?? environment);
    return reply.code(204).header('cache-control', 'no-store').send();
  });
}
