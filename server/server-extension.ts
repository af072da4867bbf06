import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageRenderer } from '../demo-cms/render';

/**
 * What a test setup adds to the server (the browser tests' failure fixtures, test/server/fixtures/): hooks, routes and
 * cheap password hashes no production server has. `npm run serve` starts none; the browser tests start the server's
 * fixture entry (test/server/fixture-server.ts), and the jest apps ask the harness for it.
 */
export interface ServerExtension {
  /** Hooks that run before every route and before the server render. */
  hooks(app: FastifyInstance): void;
  /** The widgets whose server render the request makes throw. */
  failingRenders(request: FastifyRequest): ReadonlySet<string>;
  /** Routes registered after every other, with what the pages render with. */
  routes(app: FastifyInstance, parts: { widgetsDir: string; renderer: PageRenderer }): Promise<void>;
  /** Password hashes as cheap as the jest apps' (18 ms, not 800). */
  cheapHashes: boolean;
}
