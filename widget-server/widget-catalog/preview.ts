import { createHmac, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { isRegisteredVersion } from '../../registry/registered-release';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEV_VERSION, type Registry, type RegistryRelease } from '../../registry/registry';
import { registryEntry } from '../../registry/registry-files';
import { isWidgetRemoteName } from '../../registry/remotes';
import { isReleaseVersion } from '../../registry/versions';
import { requestTime } from '../../server-kit/http/clock';
import { isSecureRequest } from '../../server-kit/http/loopback';
import { CATALOG_COOKIE_MAX_AGE_S } from './catalog-access';

// A preview in one's own browser: the widget catalog gives the browser of whoever may open it a signed cookie that
// names one released version of one remote; pages, their server render and their registry then use that version for
// this browser only, answered `private, no-store`, and its beacons count nowhere.

/** The cookie that names the previewed version: `<remote>@<version>.<issued at, s>.<signature>`. */
export const PREVIEW_COOKIE = 'schaufenster_preview';

/** How long one preview lasts: as long as the catalog's own cookie opens the catalog. */
export const PREVIEW_MAX_AGE_S = CATALOG_COOKIE_MAX_AGE_S;

/** The remote and version a browser previews. */
export interface Preview {
  remote: string;
  version: string;
}

const signature = (key: string, payload: string) => createHmac('sha256', key).update(`schaufenster widget preview ${payload}`).digest('base64url');

/** The cookie value that previews `preview`, issued at `now`, signed with `key`. */
export function previewToken(key: string, { remote, version }: Preview, now: Date): string {
  const payload = `${remote}@${version}.${Math.floor(now.getTime() / 1000)}`;
  return `${payload}.${signature(key, payload)}`;
}

/** Whether a preview names a remote (one built here, or a name one registered from another origin can have) and a release version (not `npm run dev`'s, which changes on every save). */
const isPreviewable = ({ remote, version }: Preview) => isWidgetRemoteName(remote) && isReleaseVersion(version) && version !== DEV_VERSION;

/** The preview a cookie value names, if `key` signed it, it is younger than PREVIEW_MAX_AGE_S and it names a remote and a release version. */
export function readPreviewToken(key: string, value: string, now: Date): Preview | undefined {
  const match = /^([a-z][a-z0-9-]*)@([0-9A-Za-z.+-]{1,64})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return undefined;
  const [, remote = '', version = '', issued = '', given = ''] = match;
  const expected = signature(key, `${remote}@${version}.${issued}`);
  if (!timingSafeEqual(Buffer.from(given), Buffer.from(expected))) return undefined;
  const ageS = now.getTime() / 1000 - Number(issued);
  // A minute of clock skew between server processes at most.
  if (ageS > PREVIEW_MAX_AGE_S || ageS < -60) return undefined;
  return isPreviewable({ remote, version }) ? { remote, version } : undefined;
}

/** The preview a request's browser asked for, if its cookie is valid. */
export function previewOf(request: FastifyRequest, key: string): Preview | undefined {
  const value = request.cookies?.[PREVIEW_COOKIE];
  return typeof value === 'string' ? readPreviewToken(key, value, requestTime(request)) : undefined;
}

/** Whether a released version's folder is in the store, built or registered from another origin: only those can be previewed. */
export function isStoredVersion(widgetsDir: string, preview: Preview): boolean {
  return (
    isPreviewable(preview) &&
    (existsSync(path.join(widgetsDir, preview.remote, preview.version, 'remoteEntry.js')) || isRegisteredVersion(widgetsDir, preview.remote, preview.version))
  );
}

/** Sets the preview cookie: HttpOnly (the registry's answer tells the page), SameSite=Lax so that it comes along on the shop's pages. */
export function grantPreviewCookie(request: FastifyRequest, reply: FastifyReply, key: string, preview: Preview): void {
  reply.setCookie(PREVIEW_COOKIE, previewToken(key, preview, requestTime(request)), { path: '/', httpOnly: true, sameSite: 'lax', secure: isSecureRequest(request), maxAge: PREVIEW_MAX_AGE_S });
}

/** Ends the preview of this browser. */
export function endPreviewCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(PREVIEW_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: isSecureRequest(request) });
}

/**
 * The server's previews: which one a request's browser asked for (signed with `key`), and the registry it then sees.
 * The registry entries of previewed versions are read once per remote and version (a released folder never changes).
 */
export class Previews {
  private readonly releases = new Map<string, Promise<RegistryRelease>>();

  constructor(
    readonly widgetsDir: string,
    readonly key: string,
  ) {}

  /** The preview the request's browser asked for, if its cookie is valid. */
  of(request: FastifyRequest): Preview | undefined {
    return previewOf(request, this.key);
  }

  /** `registry` with the previewed remote at the previewed version, no rollout; the registry as it is when the version is not in the store. */
  async apply(registry: Registry, preview: Preview): Promise<Registry> {
    if (!isStoredVersion(this.widgetsDir, preview)) return registry;
    const key = `${preview.remote}@${preview.version}`;
    let release = this.releases.get(key);
    if (!release) {
      release = registryEntry(this.widgetsDir, preview.remote, preview.version);
      this.releases.set(key, release);
      release.catch(() => this.releases.delete(key));
    }
    return { remotes: { ...registry.remotes, [preview.remote]: await release } };
  }
}

/** The registry a request's widgets render from: `registry`, or with the version its browser previews, and which. */
export async function previewedRegistry(previews: Previews | undefined, request: FastifyRequest, registry: Registry): Promise<{ registry: Registry; preview?: Preview }> {
  const preview = previews?.of(request);
  return preview && previews ? { registry: await previews.apply(registry, preview), preview } : { registry };
}
