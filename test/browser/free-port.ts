import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A port on 127.0.0.1 where nothing listens (a server was there a moment ago): for a server to start on, or for an address nobody answers. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
