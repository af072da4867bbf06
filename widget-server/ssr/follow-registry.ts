import type { FastifyInstance } from 'fastify';
import type { ServerWidgets } from './server-widgets';

/** How often the server looks at its registry file between pages (one stat): a change starts its downloads this soon. */
export const REGISTRY_FOLLOW_MS = 2_000;

/**
 * Reads the registry every REGISTRY_FOLLOW_MS while the app runs, so a release, registration or rollback that names a
 * server bundle on another origin downloads it ahead of the first page that needs it (ServerWidgets.registry() starts
 * the downloads of a changed registry).
 */
export function followRegistry(app: FastifyInstance, widgets: Pick<ServerWidgets, 'registry'>, intervalMs = REGISTRY_FOLLOW_MS): void {
  widgets.registry();
  const timer = setInterval(() => widgets.registry(), intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
