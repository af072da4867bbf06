import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DEV_VERSION } from '../../registry/registry';
import { LOADER_CHUNK_FILE } from '../../registry/registry-files';
import { isReleaseVersion } from '../../registry/versions';

/** Cache header of files whose URL changes when their content does (versioned remotes). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache header of files that change in place (registry, loader, site assets): always revalidate. */
export const REVALIDATE = 'no-cache';


/** Versioned remote files live under `<remote>/<semver>/`, and the loader's chunks carry their hash; everything else (and `npm run dev`'s folder) may change. */
export function widgetCacheControl(relativePath: string): string {
  if (LOADER_CHUNK_FILE.test(relativePath)) return IMMUTABLE;
  const [remote = '', version = '', ...file] = relativePath.split('/');
  if (version === DEV_VERSION) return REVALIDATE;
  return /^[a-z][a-z0-9-]*$/.test(remote) && isReleaseVersion(version) && file.length > 0 ? IMMUTABLE : REVALIDATE;
}

const fontsDir = path.dirname(require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff2'));

/**
 * Headers of public files that pages on other origins load: the widgets (registry, loader, remoteEntry,
 * chunks, props schemas) and the fonts. Any origin may read them without credentials, which is what a
 * script with `crossorigin="anonymous"` and an integrity check needs, and a fetch of the registry.
 */
export function publicFileHeaders(reply: FastifyReply): void {
  reply.header('access-control-allow-origin', '*');
  reply.header('cross-origin-resource-policy', 'cross-origin');
}

/** The suffix of a compressed copy the build writes beside a script: it is sent with the script's own headers. */
const COMPRESSED_COPY = /\.(br|gz)$/;

/** A file of a version folder's server build, as a path under /widgets/. */
const SERVER_BUILD_PATH = /^\/?[^/]+\/[^/]+\/server\//;

/** `/widgets/` (the built remotes, registry and loader) and `/fonts/` (Inter, served locally): what widgets on any page load. */
export async function staticRoutes(app: FastifyInstance, { widgetsDir }: { widgetsDir: string }): Promise<void> {
  await app.register(fastifyStatic, {
    root: widgetsDir,
    prefix: '/widgets/',
    index: false,
    // Dotfiles are the release tooling's own: the release history (people, commits) and half-built staging folders.
    dotfiles: 'ignore',
    // The server builds (`<remote>/<version>/server/`) are the server's to run; no page loads them.
    allowedPath: (pathName: string) => !SERVER_BUILD_PATH.test(pathName),
    cacheControl: false,
    // The `.br`/`.gz` copies the build writes beside immutable scripts (bundling/webpack.config.ts), picked by Accept-Encoding;
    // a file without them is compressed per answer like any other.
    preCompressed: true,
    setHeaders: (reply: FastifyReply, file: string) => {
      reply.header('cache-control', widgetCacheControl(path.relative(widgetsDir, file).split(path.sep).join('/').replace(COMPRESSED_COPY, '')));
      publicFileHeaders(reply);
    },
  });
  await app.register(fastifyStatic, {
    root: fontsDir,
    prefix: '/fonts/',
    index: false,
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply: FastifyReply) => {
      reply.header('cache-control', 'public, max-age=604800');
      publicFileHeaders(reply);
    },
  });
}
