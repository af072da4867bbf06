import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const CONTENT_TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json' };

/** A widget team's own origin (a CDN) on 127.0.0.1, and every path it was asked for. */
export interface TeamOrigin {
  server: Server;
  origin: string;
  requested: string[];
}

/**
 * Starts a team's origin: it serves the file `fileOf` names for a request's path (404 for none, or one that cannot be
 * read), readable by any page (CORS, as the loader's integrity checks need).
 */
export async function startTeamOrigin(fileOf: (urlPath: string) => string | undefined): Promise<TeamOrigin> {
  const requested: string[] = [];
  const server = createServer((request, response) => {
    const url = request.url ?? '';
    requested.push(url);
    const file = url.includes('..') ? undefined : fileOf(url);
    readFile(file ?? '/nonexistent').then(
      (bytes) => response.writeHead(200, { 'content-type': CONTENT_TYPES[path.extname(url)] ?? 'application/octet-stream', 'access-control-allow-origin': '*' }).end(bytes),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requested };
}
