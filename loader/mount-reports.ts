import { SESSION_EVENT } from '../shared/bus/wanted';
/** How a mount attempt ended, as reported per widget and version. */
export type MountOutcome = 'mounted' | 'failed' | 'timeout' | 'invalid-props';

/**
 * What a report says: a mount attempt's outcome, or `failed-later` for a widget that mounted and then failed in the
 * same page view (counted once, as failed: its mount is taken back).
 */
export type ReportedOutcome = MountOutcome | 'failed-later';

/** One mount attempt's outcome. */
export interface MountReport {
  widget: string;
  version: string;
  outcome: ReportedOutcome;
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
 * fetch when the URL is on another origin). The server counts beacons of a session of the shop only: they wait
 * until the shared runtime says the page's session exists (SESSION_EVENT), and go when the page is left at the latest.
 */
export class MountReporter {
  private queue: MountReport[] = [];
  private sessionKnown = false;

  constructor(
    private readonly beaconUrl: string | undefined,
    /** The environment whose registry the page loaded, so its counts stay apart from the other environments'. */
    private readonly environment?: string,
  ) {
    if (!beaconUrl) return;
    window.addEventListener(
      SESSION_EVENT,
      () => {
        this.sessionKnown = true;
        this.flush();
      },
      { once: true },
    );
    window.addEventListener('pagehide', () => this.flush());
  }

  report(report: MountReport): void {
    (window.dataLayer ??= []).push({ event: MOUNT_EVENT, ...report });
    if (!this.beaconUrl) return;
    if (this.queue.length === 0 && this.sessionKnown) setTimeout(() => this.flush(), 0);
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
    // make everywhere; a keepalive fetch does, and outlives the page just as well. With the session's cookie, the
    // beacon's proof that a page of the shop sent it.
    fetch(url, { method: 'POST', body, keepalive: true, credentials: 'include', headers: { 'content-type': 'application/json' } }).catch(() => undefined);
  }
}
