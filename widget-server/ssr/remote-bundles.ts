import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Registry, RegistryRelease } from '../../registry/registry';
import { temporaryFileFor } from '../../registry/registry-lock';
import { fetchRemoteFile, matchesIntegrity, remoteUrlProblem } from '../../registry/remote-files';
import { isIntegrity } from '../../registry/entry-policy';

/** How long after a failed download (unreachable, refused, wrong bytes) a page may start the next attempt. */
export const REMOTE_BUNDLE_RETRY_MS = 60_000;

/** Where downloaded server bundles are kept, under DATA_DIR: one file per content, named by its hash. */
export const REMOTE_BUNDLES_FOLDER = 'remote-server-bundles';

/** Told what became of a download: `info` for one that arrived, `warn` for one refused or failed (never run). */
export type RemoteBundleLog = (level: 'info' | 'warn', message: string) => void;

/** Server bundles of remotes hosted on another origin (`npm run register`), downloaded once to disk and checked by their sha384. */
export interface RemoteBundles {
  /** The folder the checked copies live in: the only files besides the store's the server runs. */
  readonly dir: string;
  /** The checked local copy of the bundle at `url`; undefined until it is there (its download is started, once). */
  localFile(url: string, integrity: string | undefined): string | undefined;
  /** Starts the download of every server bundle a registry names by URL and the disk lacks; settles when they ended. */
  prefetch(registry: Registry): Promise<void>;
}

/** Whether a registry's server map names a bundle by absolute URL (a registered version) rather than in the store. */
export function isRemoteUrl(file: string): boolean {
  return /^https?:\/\//i.test(file);
}

/** The file a bundle with this integrity is kept in: named by its first hash, so other bytes can never take its name. */
function fileNameOf(integrity: string): string {
  const [hash = ''] = integrity.trim().split(/\s+/);
  return `${hash.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.js`;
}

/** Every release and rollout of a registry. */
function releasesOf(registry: Registry): RegistryRelease[] {
  return Object.values(registry.remotes).flatMap((entry) => [entry, ...(entry.rollout ? [entry.rollout] : [])]);
}

/**
 * Downloads server bundles named by URL into `dir`: only from `allowedOrigins` (REMOTE_ORIGINS), only with the
 * integrity the registry records, and only bytes that match it; a mismatch is refused and logged, never written or run.
 * A copy on disk is checked again once per process before it is handed out. A failure waits REMOTE_BUNDLE_RETRY_MS.
 */
export function createRemoteBundles({
  dir,
  allowedOrigins,
  log,
  fetchFile = fetchRemoteFile,
  now = Date.now,
}: {
  dir: string;
  allowedOrigins: readonly string[];
  log: RemoteBundleLog;
  fetchFile?: (url: string) => Promise<Buffer>;
  now?: () => number;
}): RemoteBundles {
  const checked = new Set<string>();
  const downloads = new Map<string, Promise<void>>();
  const failedAt = new Map<string, number>();

  const download = async (url: string, integrity: string, file: string): Promise<void> => {
    const problem = remoteUrlProblem(url, allowedOrigins);
    if (problem) throw new Error(`refused: ${problem}`);
    const bytes = await fetchFile(url);
    if (!matchesIntegrity(bytes, integrity)) throw new Error(`refused: its bytes do not match the integrity ${integrity} the registry records`);
    await mkdir(dir, { recursive: true });
    const temporary = temporaryFileFor(file);
    await writeFile(temporary, bytes);
    await rename(temporary, file);
    checked.add(file);
    log('info', `server bundle ${url} downloaded and checked (${bytes.length} bytes)`);
  };

  const start = (url: string, integrity: string, file: string): Promise<void> => {
    const running = downloads.get(file);
    if (running) return running;
    const failed = failedAt.get(file);
    if (failed !== undefined && now() - failed < REMOTE_BUNDLE_RETRY_MS) return Promise.resolve();
    const attempt = download(url, integrity, file)
      .then(() => void failedAt.delete(file))
      .catch((error: unknown) => {
        failedAt.set(file, now());
        log('warn', `server bundle ${url} not downloaded, its tags render in the browser: ${error instanceof Error ? error.message : String(error)}`);
      })
      .finally(() => downloads.delete(file));
    downloads.set(file, attempt);
    return attempt;
  };

  const localFile = (url: string, integrity: string | undefined): string | undefined => {
    // Never a bundle without a well-formed hash it must match: nothing to check its bytes against.
    if (!isIntegrity(integrity)) return undefined;
    const file = path.join(dir, fileNameOf(integrity));
    // Nor one from an origin this server does not allow, even if another server's copy lies in the folder: the
    // download says why (logged), as the loader refuses its entry.
    if (remoteUrlProblem(url, allowedOrigins)) {
      void start(url, integrity, file);
      return undefined;
    }
    if (checked.has(file)) return file;
    if (existsSync(file)) {
      if (matchesIntegrity(readFileSync(file), integrity)) {
        checked.add(file);
        return file;
      }
      log('warn', `server bundle ${file} on disk does not match ${integrity}; downloading ${url} again`);
    }
    void start(url, integrity, file);
    return undefined;
  };

  return {
    dir,
    localFile,
    async prefetch(registry) {
      const wanted = releasesOf(registry).flatMap((release) =>
        Object.entries(release.server ?? {}).filter(([, file]) => isRemoteUrl(file)).map(([module, url]) => ({ url, integrity: release.serverIntegrity?.[module] })),
      );
      await Promise.all(
        wanted.map(({ url, integrity }) => {
          if (!isIntegrity(integrity) || localFile(url, integrity) !== undefined) return undefined;
          return downloads.get(path.join(dir, fileNameOf(integrity)));
        }),
      );
    },
  };
}
