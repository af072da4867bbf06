import { readdir } from 'node:fs/promises';
import type { BeaconOptions } from './beacon-guard';
import { registryEnvironment, type Registry } from '../../registry/registry';
import { hostedRemotes, readRegistry, releasedVersions } from '../../registry/registry-files';
import { isRemoteName, REMOTE_NAMES } from '../../registry/remotes';

/** The one version bucket a mount report of a version the registry does not know is counted under (the loader's own word for it). */
export const UNKNOWN_VERSION = 'unknown';

/** What a beacon route that counts widget versions is registered with: the beacon's options and the versions known. */
export interface VersionedBeaconOptions extends BeaconOptions {
  /** The server's one instance, shared by its beacon routes: one cache, at most one directory read a second. */
  known: KnownVersions;
}

/** A release made while the server runs is seen at most this long after it is first reported. */
export const RESCAN_AFTER_MS = 1000;

/**
 * The versions of each remote the registry knows: every released version folder (a page loaded before a rollback
 * still reports the version it runs) and every version the environment's registry names (`npm run dev`'s `0.0.0-dev`
 * too); and the environments that have a registry. Read from the dist folder, again when a report names a version not seen yet, at most once a second, so that a
 * flood of made-up versions costs one directory read a second and a fresh release is counted at once.
 */
export class KnownVersions {
  private versions = new Map<string, ReadonlySet<string>>();
  private environments: ReadonlySet<string> = new Set();
  private scannedAt = Number.NEGATIVE_INFINITY;
  private scan: Promise<void> | undefined;

  constructor(
    private readonly widgetsDir: string,
    private readonly environment: string | undefined,
    private readonly now: () => number = Date.now,
  ) {}

  /** The version as it is counted: itself when the remote has it, else `unknown`. */
  async bucketOf(remote: string, version: string): Promise<string> {
    if (this.has(remote, version)) return version;
    await this.refresh();
    return this.has(remote, version) ? version : UNKNOWN_VERSION;
  }

  /** The version of a widget (`header`, `minicart/buy-button`) as it is counted: bucketOf its remote. */
  bucketOfWidget(widget: string, version: string): Promise<string> {
    const [remote = ''] = widget.split('/');
    return this.bucketOf(remote, version);
  }

  /** Whether the remote of a widget (`header`, `minicart/buy-button`, `newsletter`) is one built here or has a store folder (registered from another origin). */
  async hasRemote(widget: string): Promise<boolean> {
    const [remote = ''] = widget.split('/');
    if (isRemoteName(remote) || this.versions.has(remote)) return true;
    await this.refresh();
    return this.versions.has(remote);
  }

  /** Whether an environment has a registry here (`registry.json`, `registry.<name>.json`): one a page can have loaded. */
  async hasEnvironment(environment: string): Promise<boolean> {
    if (this.environments.has(environment)) return true;
    await this.refresh();
    return this.environments.has(environment);
  }

  /** Waits for the read in flight (a beacon beside the one that started it gets its answer too), else reads when due. */
  private async refresh(): Promise<void> {
    if (this.scan) await this.scan;
    else if (this.now() - this.scannedAt >= RESCAN_AFTER_MS) await this.rescan();
  }

  private has(remote: string, version: string): boolean {
    return this.versions.get(remote)?.has(version) ?? false;
  }

  private rescan(): Promise<void> {
    // Concurrent beacons share one read.
    this.scan ??= this.read().finally(() => {
      this.scan = undefined;
    });
    return this.scan;
  }

  private async read(): Promise<void> {
    this.scannedAt = this.now();
    const registry: Registry = await readRegistry(this.widgetsDir, this.environment).catch(() => ({ remotes: {} }));
    const versions = new Map<string, ReadonlySet<string>>();
    for (const remote of [...REMOTE_NAMES, ...(await hostedRemotes(this.widgetsDir))]) {
      const entry = Object.hasOwn(registry.remotes, remote) ? registry.remotes[remote] : undefined;
      const named = [entry?.version, entry?.rollout?.version].filter((version): version is string => typeof version === 'string');
      versions.set(remote, new Set([...(await releasedVersions(this.widgetsDir, remote)), ...named]));
    }
    this.versions = versions;
    const files = await readdir(this.widgetsDir).catch(() => []);
    this.environments = new Set(files.map((file) => registryEnvironment(file)).filter((name): name is string => name !== undefined));
  }
}
