import { createHash } from 'node:crypto';
import type { Chunk, Compiler } from 'webpack';
import { SubresourceIntegrityPlugin } from 'webpack-subresource-integrity';

// Subresource integrity for every chunk a remote loads itself (its exposed modules and the shared modules it
// provides): webpack-subresource-integrity writes each chunk's sha384 into the remote's runtime (remoteEntry.js),
// and webpack's script loader sets it as `integrity`. The registry's sha384 of remoteEntry.js thus covers all
// of the remote's code.

/** The hash the chunks are checked with, as in the registry. */
const HASH_FUNCTION = 'sha384';

/** The prefix webpack-subresource-integrity (5.1.0) writes before a chunk's hash is known. */
const PLACEHOLDER_PREFIX = '*-*-*-CHUNK-SRI-HASH-';

function sri(text: string): string {
  return `${HASH_FUNCTION}-${createHash(HASH_FUNCTION).update(text, 'utf8').digest('base64')}`;
}

/** The placeholder webpack-subresource-integrity writes for a chunk id (its `makePlaceholder`). */
function placeholder(chunkId: string | number): string {
  return PLACEHOLDER_PREFIX + sri(`${PLACEHOLDER_PREFIX}${chunkId}`).slice(PLACEHOLDER_PREFIX.length);
}

/**
 * A well-formed hash no script has: written for chunks that have no script. A malformed or empty value
 * would make the browser skip the check, so a value that can never match keeps such a load failing.
 */
export const NO_SCRIPT_INTEGRITY = sri('schaufenster: this chunk has no script');

/**
 * Module Federation's consume-shared chunks (`webpack_sharing_consume_default_*`) have no file: webpack's
 * JSONP loader marks them loaded without a request. webpack-subresource-integrity still lists them in
 * `__webpack_require__.sriHashes`, with a placeholder it can never fill, and then fails the build
 * (waysact/webpack-subresource-integrity#176). This plugin writes NO_SCRIPT_INTEGRITY for exactly those
 * chunks, right after the SRI plugin filled in the others; a placeholder of a chunk that has a file stays
 * and still fails the build.
 */
class FilelessChunkIntegrityPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FilelessChunkIntegrityPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FilelessChunkIntegrityPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE + 1 },
        () => {
          const fileless = [...compilation.chunks].filter((chunk: Chunk) => chunk.files.size === 0 && chunk.id !== null);
          const placeholders = fileless.map((chunk) => placeholder(chunk.id ?? ''));
          for (const chunk of compilation.chunks) {
            if (!chunk.hasRuntime()) continue;
            for (const file of chunk.files) {
              const source = compilation.getAsset(file)?.source.source().toString();
              if (!source?.includes(PLACEHOLDER_PREFIX)) continue;
              const filled = placeholders.reduce((text, value) => text.split(value).join(NO_SCRIPT_INTEGRITY), source);
              compilation.updateAsset(file, new sources.RawSource(filled));
            }
          }
        },
      );
    });
  }
}

/**
 * The plugins that put `integrity` on every chunk script of a production build (`output.crossOriginLoading`
 * must be set). Development builds (`npm run dev`) change on every save and go without, like their entry.
 */
export function chunkIntegrityPlugins(production: boolean): [SubresourceIntegrityPlugin, FilelessChunkIntegrityPlugin] | [] {
  if (!production) return [];
  return [new SubresourceIntegrityPlugin({ hashFuncNames: [HASH_FUNCTION], enabled: true }), new FilelessChunkIntegrityPlugin()];
}
