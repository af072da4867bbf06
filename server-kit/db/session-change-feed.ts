import type { PGlite } from '@electric-sql/pglite';
import { BoundedClient } from './bounded-client';
import { postgresClientConfig } from './postgres-config';
import { FEED_HEARTBEAT_MS, SESSION_FRESHNESS_WAIT_MS } from './timeouts';
import { within } from './within';

/** The channel the trigger of migration 0008 announces session changes on. */
export const SESSION_CHANGE_CHANNEL = 'session_cache';

/** How long a PostgreSQL process waits before listening again after its listening connection broke. */
const RECONNECT_DELAY_MS = 1000;

/** What the database announces: the change counter it reached, and the keys (`t:<token hash>`, `u:<user id>`) or all. */
export interface SessionChange {
  version: bigint;
  keys: string[] | 'all';
}

/** A change, or `reset`: changes may have been missed (listening began or began again), forget everything. */
export type SessionChangeListener = (change: SessionChange | 'reset') => void;

/** Where a process learns of session changes made by any process, and whether it has learnt all of them yet. */
export interface SessionChangeFeed {
  subscribe(listener: SessionChangeListener): void;
  /** True when every change committed before this call has reached the listeners of this process. */
  isCurrent(): Promise<boolean>;
  close(): Promise<void>;
}

/** Reads a payload of the channel ("<version> t:<hash> u:<id> ..." or "<version> *"); null when it is not one. */
export function parseSessionChange(payload: string): SessionChange | null {
  const [version, ...keys] = payload.split(' ');
  if (version === undefined || !/^\d+$/.test(version)) return null;
  return { version: BigInt(version), keys: keys.includes('*') ? 'all' : keys };
}

class Listeners {
  private readonly all: SessionChangeListener[] = [];
  add(listener: SessionChangeListener): void {
    this.all.push(listener);
  }
  emit(change: SessionChange | 'reset'): void {
    for (const listener of this.all) listener(change);
  }
}

/**
 * PGlite: one process owns the database, and PGlite calls its listeners (as microtasks) while it reads the
 * answer of the committing statement, so they have run before that statement's caller goes on: always current.
 */
export async function pgliteChangeFeed(client: PGlite): Promise<SessionChangeFeed> {
  const listeners = new Listeners();
  const unlisten = await client.listen(SESSION_CHANGE_CHANNEL, (payload) => {
    const change = parseSessionChange(payload);
    listeners.emit(change ?? 'reset');
  });
  return {
    subscribe: (listener) => listeners.add(listener),
    isCurrent: () => Promise.resolve(true),
    close: () => unlisten(),
  };
}

/**
 * PostgreSQL: a connection of its own LISTENs. A process is current when the change counter the database has
 * committed is no higher than the last one it received. The counter is read on the listening connection itself
 * (PostgreSQL sends pending notifications before a query's answer there, so the check rarely fails), and
 * calls that arrive while a read is under way share the next read: one round trip serves many requests.
 *
 * Every wait is bounded: a caller waits at most SESSION_FRESHNESS_WAIT_MS for a read, twice when it queues behind
 * one under way (then it is told "not current" and reads the session from the database itself), and a read or
 * heartbeat the connection does not answer within its query timeout counts as a lost connection: listening starts
 * again on a new one.
 */
export class PostgresChangeFeed implements SessionChangeFeed {
  private readonly listeners = new Listeners();
  private client: BoundedClient | undefined;
  private applied = -1n;
  private inFlight: Promise<bigint> | undefined;
  private queued: Promise<bigint> | undefined;
  private reconnect: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private closed = false;

  private constructor(private readonly connectionString: string) {}

  static async open(connectionString: string): Promise<PostgresChangeFeed> {
    const feed = new PostgresChangeFeed(connectionString);
    await feed.listen();
    return feed;
  }

  subscribe(listener: SessionChangeListener): void {
    this.listeners.add(listener);
  }

  async isCurrent(): Promise<boolean> {
    if (!this.client) return false;
    try {
      return (await this.committedVersion()) <= this.applied;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnect);
    clearInterval(this.heartbeat);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    const client = new BoundedClient(postgresClientConfig(this.connectionString, 'session-feed'));
    client.on('notification', ({ channel, payload }) => {
      if (channel !== SESSION_CHANGE_CHANNEL || client !== this.client) return;
      const change = parseSessionChange(payload ?? '');
      if (change && change.version > this.applied) this.applied = change.version;
      this.listeners.emit(change ?? 'reset');
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    await client.listen(SESSION_CHANGE_CHANNEL);
    // Listening from here on: whatever was committed before is covered by forgetting everything now.
    this.client = client;
    const version = await this.readVersion(client);
    if (version > this.applied) this.applied = version;
    this.listeners.emit('reset');
    clearInterval(this.heartbeat);
    this.heartbeat = setInterval(() => void client.query('SELECT 1').catch(() => this.lost(client)), FEED_HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** The listening connection broke or stopped answering: nothing cached can be trusted until listening again. */
  private lost(client: BoundedClient): void {
    if (client !== this.client) return;
    this.client = undefined;
    clearInterval(this.heartbeat);
    this.listeners.emit('reset');
    void client.end().catch(() => undefined);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    // One attempt at a time: a broken start-up read reports both as an error and as the connection's end.
    if (this.closed || this.reconnect) return;
    this.reconnect = setTimeout(() => {
      this.reconnect = undefined;
      this.listen().catch(() => this.scheduleReconnect());
    }, RECONNECT_DELAY_MS);
    this.reconnect.unref();
  }

  private async readVersion(client: BoundedClient): Promise<bigint> {
    const result = await client.query<{ version: string }>({ name: 'session-cache-version', text: 'SELECT version FROM session_cache_version' });
    return BigInt(result.rows[0]?.version ?? '0');
  }

  /**
   * A counter read that began after this call (a running read may predate a commit the caller already saw), waited
   * for at most SESSION_FRESHNESS_WAIT_MS; the read itself runs on until its connection's query timeout, and a
   * read that fails takes the connection down with it.
   */
  private committedVersion(): Promise<bigint> {
    const client = this.client;
    if (!client) return Promise.reject(new Error('not listening'));
    if (!this.inFlight) {
      const read = this.readVersion(client);
      read.catch(() => this.lost(client));
      const bounded = within(read, SESSION_FRESHNESS_WAIT_MS, 'the session change counter').finally(() => {
        if (this.inFlight === bounded) this.inFlight = undefined;
      });
      this.inFlight = bounded;
      return bounded;
    }
    this.queued ??= this.inFlight
      .catch(() => 0n)
      .then(() => {
        this.queued = undefined;
        return this.committedVersion();
      });
    return this.queued;
  }
}
