// Files of a remote version hosted on another origin (a team's CDN): which URLs may name them, how they are fetched
// and how their bytes are checked against the sha384 the registry records. Shared by `npm run register`, which
// computes the hashes, and the server, which downloads the server bundles and checks them. Node only.
import { createHash } from 'node:crypto';
import { isLoopbackHost } from './loopback-host';

/** Bytes a remote file may have at most: far above any remoteEntry or server bundle, far below a mistaken download. */
export const MAX_REMOTE_FILE_BYTES = 50 * 1024 * 1024;

/** How long fetching one remote file may take. */
export const REMOTE_FILE_TIMEOUT_MS = 30_000;

/** Raised for a remote file that cannot be fetched or does not hold the bytes its integrity names; the message names the URL. */
export class RemoteFileError extends Error {
  override readonly name = 'RemoteFileError';

  /** The HTTP status of an answer other than 200; undefined when none came. */
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** Subresource-integrity value (sha384) of some bytes, as `<script integrity>` takes it. */
export function integrityOfBytes(bytes: Uint8Array): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** Whether bytes match an integrity value: one of its sha384 or sha512 hashes, as a browser checks `<script integrity>`. */
export function matchesIntegrity(bytes: Uint8Array, integrity: string): boolean {
  return integrity
    .trim()
    .split(/\s+/)
    .some((hash) => {
      const [algorithm = '', digest = ''] = hash.split(/-(.*)/s);
      return (algorithm === 'sha384' || algorithm === 'sha512') && createHash(algorithm).update(bytes).digest('base64') === digest;
    });
}

/**
 * Why a URL may not name a remote's file, or undefined when it may: https, or http on this machine only (a test's
 * server), on one of the allowed origins (REMOTE_ORIGINS), with no credentials in it.
 */
export function remoteUrlProblem(url: string, allowedOrigins: readonly string[]): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `${url} is not an absolute URL`;
  }
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && isLoopbackHost(parsed.hostname))) return `${url} is not https (plain http only on this machine's loopback)`;
  if (parsed.username !== '' || parsed.password !== '') return `${url} carries credentials`;
  if (!allowedOrigins.includes(parsed.origin)) {
    return `${parsed.origin} is not an origin the server allows remotes from (REMOTE_ORIGINS: ${allowedOrigins.join(' ') || 'none set'})`;
  }
  return undefined;
}

/** Fetches one remote file's bytes; a failure, an answer other than 200 or a file above MAX_REMOTE_FILE_BYTES is a RemoteFileError naming the URL. */
export async function fetchRemoteFile(url: string, timeoutMs = REMOTE_FILE_TIMEOUT_MS): Promise<Buffer> {
  let response: Response;
  try {
    response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new RemoteFileError(`${url} could not be fetched: ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}`);
  }
  if (response.status !== 200) throw new RemoteFileError(`${url} answered ${response.status}, not 200`, response.status);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > MAX_REMOTE_FILE_BYTES) throw new RemoteFileError(`${url} has ${bytes.length} bytes, more than the ${MAX_REMOTE_FILE_BYTES} a remote file may have`);
  return bytes;
}
