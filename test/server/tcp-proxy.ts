import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that the fault tests control: it can stall (every byte held, both ways, new
 * connections accepted and held too: what clients see of a server stopped with SIGSTOP or a network that went
 * silent), go down (every connection cut, new ones refused: a restart), and come back.
 */
export interface TcpProxy {
  /** `databaseUrl` with its host and port replaced by the proxy's. */
  url: string;
  /** Holds every byte from now on, in both directions, until `resume`. */
  stall(): void;
  /** Passes the held bytes on and goes on forwarding. */
  resume(): void;
  /** Cuts every connection and refuses new ones (reset) until `up`. */
  down(): void;
  up(): void;
  /** How many client connections are open through it. */
  connections(): number;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  server: Socket;
  /** Bytes held while stalled, per direction. */
  toServer: Buffer[];
  toClient: Buffer[];
}

/** Starts a proxy on a free loopback port, forwarding to the host and port of `databaseUrl`. */
export async function startTcpProxy(databaseUrl: string): Promise<TcpProxy> {
  const target = new URL(databaseUrl);
  const pairs = new Set<Pair>();
  let stalled = false;
  let isDown = false;

  const forward = (pair: Pair, to: 'toServer' | 'toClient', chunk: Buffer) => {
    if (stalled) pair[to].push(chunk);
    else (to === 'toServer' ? pair.server : pair.client).write(chunk);
  };
  const flush = (pair: Pair) => {
    for (const chunk of pair.toServer.splice(0)) pair.server.write(chunk);
    for (const chunk of pair.toClient.splice(0)) pair.client.write(chunk);
  };

  const server: Server = createServer((client) => {
    if (isDown) {
      client.resetAndDestroy();
      return;
    }
    const upstream = connect(Number(target.port || 5432), target.hostname);
    const pair: Pair = { client, server: upstream, toServer: [], toClient: [] };
    pairs.add(pair);
    const end = () => {
      if (!pairs.delete(pair)) return;
      client.destroy();
      upstream.destroy();
    };
    client.on('data', (chunk: Buffer) => forward(pair, 'toServer', chunk));
    upstream.on('data', (chunk: Buffer) => forward(pair, 'toClient', chunk));
    for (const socket of [client, upstream]) {
      socket.on('error', end);
      socket.on('close', end);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);

  return {
    url: url.toString(),
    stall: () => {
      stalled = true;
    },
    resume: () => {
      stalled = false;
      for (const pair of pairs) flush(pair);
    },
    down: () => {
      isDown = true;
      for (const pair of [...pairs]) {
        pairs.delete(pair);
        pair.client.resetAndDestroy();
        pair.server.destroy();
      }
    },
    up: () => {
      isDown = false;
    },
    connections: () => pairs.size,
    close: async () => {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.server.destroy();
      }
      pairs.clear();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
