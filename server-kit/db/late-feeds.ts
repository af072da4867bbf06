import type { CatalogChangeFeed } from './catalog-change-feed';
import type { SessionChangeFeed, SessionChangeListener } from './session-change-feed';

/**
 * The change feeds of a database the server opened before it could reach it: they take listeners at once and pass
 * them to the real feeds once those are attached (after the migrations). Until then nothing is current: the
 * session cache reads from the database (which answers 503 meanwhile), and attaching counts as a change, so that
 * the search index and the session cache start afresh.
 */
export class LateFeeds {
  private catalog: CatalogChangeFeed | undefined;
  private sessions: SessionChangeFeed | undefined;
  private readonly catalogListeners: Array<() => void> = [];
  private readonly sessionListeners: SessionChangeListener[] = [];
  private closed = false;

  readonly catalogChanges: CatalogChangeFeed = {
    subscribe: (listener) => {
      this.catalogListeners.push(listener);
      this.catalog?.subscribe(listener);
    },
    close: () => this.close(),
  };

  readonly sessionChanges: SessionChangeFeed = {
    subscribe: (listener) => {
      this.sessionListeners.push(listener);
      this.sessions?.subscribe(listener);
    },
    isCurrent: () => this.sessions?.isCurrent() ?? Promise.resolve(false),
    close: () => this.close(),
  };

  /** Hands the listeners to the feeds opened now; feeds attached after `close` are closed at once. */
  async attach(catalog: CatalogChangeFeed, sessions: SessionChangeFeed): Promise<void> {
    if (this.closed) {
      await Promise.all([catalog.close(), sessions.close()]);
      return;
    }
    [this.catalog, this.sessions] = [catalog, sessions];
    for (const listener of this.catalogListeners) {
      catalog.subscribe(listener);
      listener();
    }
    for (const listener of this.sessionListeners) {
      sessions.subscribe(listener);
      listener('reset');
    }
  }

  private async close(): Promise<void> {
    this.closed = true;
    await Promise.all([this.catalog?.close(), this.sessions?.close()]);
    this.catalog = undefined;
    this.sessions = undefined;
  }
}
