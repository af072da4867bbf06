import type { PGlite } from '@electric-sql/pglite';
import { BoundedClient } from './bounded-client';
import { postgresClientConfig } from './postgres-config';
import { FEED_HEARTBEAT_MS } from './timeouts';

/** The channel the triggers of migration 0009 announce catalog changes on. */
export const CATALOG_CHANGE_CHANNEL = 'catalog_changed';

const RECONNECT_DELAY_MS = 1000;

/** Where a process learns that the catalog changed (or that it may have missed a change: the same to a listener). */
export interface CatalogChangeFeed {
  subscribe(listener: () => void): void;
  close(): Promise<void>;
}

class Listeners {
  private readonly all: Array<() => void> = [];
  add(listener: () => void): void {
    this.all.push(listener);
  }
  emit(): void {
    for (const listener of this.all) listener();
  }
}

/** PGlite: the one process that owns the database hears each change before the changing statement returns. */
export async function pgliteCatalogFeed(client: PGlite): Promise<CatalogChangeFeed> {
  const listeners = new Listeners();
  const unlisten = await client.listen(CATALOG_CHANGE_CHANNEL, () => listeners.emit());
  return { subscribe: (listener) => listeners.add(listener), close: () => unlisten() };
}

/**
 * PostgreSQL: a connection of its own LISTENs; losing it counts as a change, since changes may pass unheard. A
 * heartbeat the connection does not answer within its query timeout counts as losing it: a peer that went silent
 * without a reset would otherwise leave the index deaf to the catalog.
 */
export async function postgresCatalogFeed(connectionString: string): Promise<CatalogChangeFeed> {
  const listeners = new Listeners();
  let client: BoundedClient | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  const listen = async () => {
    const next = new BoundedClient(postgresClientConfig(connectionString, 'catalog-feed'));
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      clearInterval(heartbeat);
      listeners.emit();
      void next.end().catch(() => undefined);
      schedule();
    };
    next.on('notification', ({ channel }) => channel === CATALOG_CHANGE_CHANNEL && next === client && listeners.emit());
    next.on('error', lost);
    next.on('end', lost);
    await next.listen(CATALOG_CHANGE_CHANNEL);
    client = next;
    listeners.emit();
    clearInterval(heartbeat);
    heartbeat = setInterval(() => void next.query('SELECT 1').catch(lost), FEED_HEARTBEAT_MS);
    heartbeat.unref();
  };
  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void listen().catch(schedule);
    }, RECONNECT_DELAY_MS);
    retry.unref();
  };
  await listen();
  return {
    subscribe: (listener) => listeners.add(listener),
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const open = client;
      client = undefined;
      await open?.end().catch(() => undefined);
    },
  };
}
