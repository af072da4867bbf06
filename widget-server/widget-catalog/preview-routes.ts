import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Registry } from '../../registry/registry';
import { acceptFormBodies } from '../../server-kit/http/small-page';
import { isOwnOrigin } from '../../server-kit/http/request-origin';
import { catalogAccess, type CatalogAccessOptions } from './catalog-access';
import { endPreviewCookie, grantPreviewCookie, isStoredVersion, type Previews } from './preview';

/** Where the catalog's Vorschau buttons post, and where the page's marker ends the preview. */
export const PREVIEW_PATH = '/widgets/vorschau/';
export const END_PREVIEW_PATH = '/widgets/vorschau/beenden/';

/** What the preview routes need of the server. */
export interface PreviewRoutesOptions {
  previews: Previews;
  access: CatalogAccessOptions;
  publicOrigin: string;
}

/** What the registry answer of a previewing browser needs. */
export interface PreviewRegistryOptions {
  /** The registry pages load (`/widgets/registry.json` or the environment's), and how to read it. */
  registryUrl: string;
  registry: () => Registry;
  previews: Previews;
}

/**
 * POST /widgets/vorschau/ (remote, version; from a form of this origin, for whom the widget catalog is open) makes
 * this browser preview one stored release and goes to the home page; GET /widgets/vorschau/beenden/ ends it.
 */
export async function previewRoutes(app: FastifyInstance, { previews, access, publicOrigin }: PreviewRoutesOptions): Promise<void> {
  acceptFormBodies(app);

  app.post<{ Body: { remote?: unknown; version?: unknown } | undefined }>(PREVIEW_PATH, async (request, reply) => {
    const decision = catalogAccess(request, access);
    if (decision === 'hide') return reply.callNotFound();
    reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8');
    if (decision === 'ask' || !isOwnOrigin(request.headers.origin, request, publicOrigin)) return reply.code(403).send('Nur aus dem Widget-Katalog dieses Servers.');
    const { remote, version } = request.body ?? {};
    const preview = { remote: String(remote ?? ''), version: String(version ?? '') };
    if (!isStoredVersion(previews.widgetsDir, preview)) return reply.code(422).send(`${preview.remote}@${preview.version} ist keine veröffentlichte Version in diesem Server.`);
    grantPreviewCookie(request, reply, previews.key, preview);
    return reply.redirect('/', 303);
  });

  app.get(END_PREVIEW_PATH, async (request, reply) => {
    endPreviewCookie(request, reply);
    return reply.header('cache-control', 'no-store').redirect('/', 303);
  });
}

/**
 * The root onRequest hook (after the cookie plugin's) that answers the registry of a previewing browser before the
 * static file: the previewed version in place of the remote's release and rollout, `preview` naming it for the
 * page's loader, privately and never stored by a cache.
 */
export function previewRegistryHook({ registryUrl, registry, previews }: PreviewRegistryOptions) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    if (request.method !== 'GET' || request.url.split('?')[0] !== registryUrl) return undefined;
    const preview = previews.of(request);
    if (!preview) return undefined;
    const previewed = await previews.apply(registry(), preview);
    return reply.header('cache-control', 'private, no-store').header('vary', 'Cookie').send({ ...previewed, preview });
  };
}
