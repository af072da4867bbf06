import { Client, type ClientConfig } from 'pg';

/** node-postgres's error for a query that got no answer within `query_timeout`. */
const QUERY_TIMEOUT_MESSAGE = 'Query read timeout';

type Release = (error?: Error | boolean) => void;
type Callback = (error: Error | null, result: unknown) => void;

const isQueryTimeout = (error: unknown) => error instanceof Error && error.message === QUERY_TIMEOUT_MESSAGE;

/**
 * A node-postgres client that never leaves its users waiting on a connection that stopped answering:
 *
 * - A query past `query_timeout` ends the connection. node-postgres only stops waiting for it; the query stays
 *   the connection's active one, so every later query on it (a ROLLBACK, the next request's queries once the
 *   pool hands it out again) would queue behind it and time out in turn.
 * - A client checked out of a pool goes back (and out of the pool) once its connection has ended, if its user
 *   does not hand it back: drizzle does not release a client whose BEGIN failed, and every such client would
 *   take one of the pool's places for good. A release after that is a no-op.
 * - A connection error while nobody is querying is no uncaught `error` event: the next query reports it.
 */
export class BoundedClient extends Client {
  private poolRelease: Release | undefined;
  private checkedOut = false;
  private readonly guardedRelease: Release = (error) => {
    if (!this.checkedOut) return;
    this.checkedOut = false;
    this.poolRelease?.(error);
  };

  constructor(config?: string | ClientConfig) {
    super(config);
    this.on('error', () => undefined);
    this.on('end', () => {
      // After the callers' own error handling has had its turn (a ROLLBACK that fails at once, then release).
      if (this.checkedOut) setImmediate(() => this.guardedRelease(new Error('the connection ended while checked out')));
    });
  }

  /** Connects and listens on `channel` (a change feed's connection); a client that cannot is ended, and the error thrown. */
  async listen(channel: string): Promise<void> {
    try {
      await this.connect();
      await this.query(`LISTEN ${channel}`);
    } catch (error) {
      await this.end().catch(() => undefined);
      throw error;
    }
  }

  /** The pool's release of this client (pg-pool sets it on every checkout), guarded against a second call. */
  get release(): Release {
    return this.guardedRelease;
  }

  set release(release: Release) {
    this.poolRelease = release;
    this.checkedOut = true;
  }
}

/** Ends the connection of a query that timed out (see BoundedClient). */
function endIfTimedOut(client: Client, error: unknown): void {
  if (isQueryTimeout(error)) client.connection.stream.destroy();
}

/** `Client.query`, watching for a timeout; every one of its forms (promise, callback) passes through unchanged. */
function boundedQuery(this: Client, ...args: unknown[]): unknown {
  const last = args.at(-1);
  if (typeof last === 'function') {
    const callback = last as Callback;
    args[args.length - 1] = (error: Error | null, result: unknown) => {
      endIfTimedOut(this, error);
      callback(error, result);
    };
  }
  const result: unknown = Reflect.apply(Client.prototype.query, this, args);
  if (!(result instanceof Promise)) return result;
  return result.catch((error: unknown) => {
    endIfTimedOut(this, error);
    throw error;
  });
}

// `Client.query` has a dozen overloads; the wrapper takes and gives whatever each of them does.
BoundedClient.prototype.query = boundedQuery as unknown as Client['query'];
