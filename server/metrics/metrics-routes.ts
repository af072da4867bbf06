import type { FastifyInstance, FastifyReply } from 'fastify';
import { noteUnavailable } from '../../server-kit/http/unavailable-cause';
import { CATALOG_TOKEN_HEADER, catalogAccess, type CatalogAccessOptions } from '../../widget-server/widget-catalog/catalog-access';
import type { ServerMetrics } from './server-metrics';

/** Where Prometheus scrapes the server. */
export const METRICS_PATH = '/metrics';

/** What the metrics route needs: the figures, who may read them, and where the figures of all processes come from. */
export interface MetricsRouteOptions {
  metrics: ServerMetrics;
  /** The widget catalog's access (`catalogAccess`): the metrics are readable exactly where the catalog is. */
  access: CatalogAccessOptions;
  /** The figures of every server process (WEB_CONCURRENCY > 1: the primary adds them up); this process's own by default. */
  gather?: () => Promise<string>;
}

/** A plain answer for the operator's scraper (English, like the fragments' refusals: no shopper reads it). */
const plain = (reply: FastifyReply, status: number, text: string) => reply.code(status).type('text/plain; charset=utf-8').send(text);

/**
 * GET /metrics, in Prometheus' text format: where the widget catalog is open (a loopback-only server, to a request
 * addressed to loopback) or with its key in `X-Widget-Catalog-Token`; 403 without the key where one is configured,
 * 404 where the catalog does not exist. Never cached.
 */
export async function metricsRoutes(app: FastifyInstance, { metrics, access, gather = () => metrics.registry.metrics() }: MetricsRouteOptions): Promise<void> {
  app.get(METRICS_PATH, async (request, reply) => {
    const decision = catalogAccess(request, access);
    if (decision === 'hide') return reply.callNotFound();
    reply.header('cache-control', 'no-store');
    if (decision === 'ask') return plain(reply, 403, `the metrics need the widget catalog's key in ${CATALOG_TOKEN_HEADER}\n`);
    let text: string;
    try {
      text = await gather();
    } catch (error) {
      // No figures rather than some: a sum over fewer processes would look like counters going back.
      return plain(noteUnavailable(reply, 'other'), 503, `${error instanceof Error ? error.message : 'the figures could not be gathered'}\n`);
    }
    return reply.type(metrics.registry.contentType).send(text);
  });
}
