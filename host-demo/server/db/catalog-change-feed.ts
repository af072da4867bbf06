import type { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';

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

/** PostgreSQL: a connection of its own LISTENs; losing it counts as a change, since changes may pass unheard. */
export async function postgresCatalogFeed(connectionString: string): Promise<CatalogChangeFeed> {
  const listeners = new Listeners();
  let client: Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const listen = async () => {
    const next = new Client({ connectionString });
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      listeners.emit();
      void next.end().catch(() => undefined);
      schedule();
    };
    next.on('notification', ({ channel }) => channel === CATALOG_CHANGE_CHANNEL && next === client && listeners.emit());
    next.on('error', lost);
    next.on('end', lost);
    await next.connect();
    await next.query(`LISTEN ${CATALOG_CHANGE_CHANNEL}`);
    client = next;
    listeners.emit();
  };
  const schedule = () => {
    if (closed) return;
    retry = setTimeout(() => void listen().catch(schedule), RECONNECT_DELAY_MS);
    retry.unref();
  };
  await listen();
  return {
    subscribe: (listener) => listeners.add(listener),
    async close() {
      closed = true;
      clearTimeout(retry);
      const open = client;
      client = undefined;
      await open?.end().catch(() => undefined);
    },
  };
}
