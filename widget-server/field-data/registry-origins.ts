import type { FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_ORIGINS_HEADER, registryEnvironment } from '../../registry/registry';

/** Where the registries are served (`/widgets/registry.json`, `/widgets/registry.<env>.json`). */
const REGISTRY_PREFIX = '/widgets/';

/**
 * The onSend hook that gives every registry answer (the static file, a previewing browser's) the origins the server
 * allows remotes from, in REMOTE_ORIGINS_HEADER, readable by pages of any origin. The loader takes them from there
 * only, never from the file, so nothing written into a registry widens where remotes may come from.
 */
export function registryOriginsHeader(remoteOrigins: readonly string[]) {
  const value = remoteOrigins.join(' ');
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    const pathName = request.url.split('?')[0] ?? '';
    if (remoteOrigins.length === 0 || !pathName.startsWith(REGISTRY_PREFIX) || pathName.slice(REGISTRY_PREFIX.length).includes('/')) return payload;
    if (registryEnvironment(pathName) === undefined) return payload;
    reply.header(REMOTE_ORIGINS_HEADER, value);
    reply.header('access-control-expose-headers', REMOTE_ORIGINS_HEADER);
    return payload;
  };
}
