/** How a mount attempt ended, as reported per widget and version. */
export type MountOutcome = 'mounted' | 'failed' | 'timeout' | 'invalid-props';

/** One mount attempt's outcome. */
export interface MountReport {
  widget: string;
  version: string;
  outcome: MountOutcome;
}

/** Most reports one beacon carries (the demo server refuses more). */
export const MOUNT_REPORTS_PER_BEACON = 25;

/** The dataLayer event of a mount report. */
export const MOUNT_EVENT = 'widget_mount';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Reports mount outcomes, so that a bad release shows: each one to `window.dataLayer`, and, when the
 * loader script names a beacon URL, batched per task to that URL with `navigator.sendBeacon` (a keepalive
 * fetch when the URL is on another origin).
 */
export class MountReporter {
  private queue: MountReport[] = [];

  constructor(
    private readonly beaconUrl: string | undefined,
    /** The environment whose registry the page loaded, so its counts stay apart from the other environments'. */
    private readonly environment?: string,
  ) {}

  report(report: MountReport): void {
    (window.dataLayer ??= []).push({ event: MOUNT_EVENT, ...report });
    if (!this.beaconUrl) return;
    if (this.queue.length === 0) setTimeout(() => this.flush(), 0);
    this.queue.push(report);
  }

  private flush(): void {
    const queue = this.queue;
    this.queue = [];
    for (let start = 0; start < queue.length; start += MOUNT_REPORTS_PER_BEACON) {
      const mounts = queue.slice(start, start + MOUNT_REPORTS_PER_BEACON);
      try {
        this.send(this.beaconUrl ?? '', JSON.stringify(this.environment === undefined ? { mounts } : { environment: this.environment, mounts }));
      } catch {
        // Reporting must never break a page: a browser without beacons just does not report.
      }
    }
  }

  private send(url: string, body: string): void {
    if (new URL(url, location.href).origin === location.origin) {
      navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }));
      return;
    }
    // To an API on another origin: a JSON beacon would need a CORS preflight, which sendBeacon does not
    // make everywhere; a keepalive fetch does, and outlives the page just as well. No cookie: counts only.
    fetch(url, { method: 'POST', body, keepalive: true, credentials: 'omit', headers: { 'content-type': 'application/json' } }).catch(() => undefined);
  }
}
