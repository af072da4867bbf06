/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { REMOTE_ORIGINS_HEADER } from '../../registry/registry';
import { buildApp } from '../../server/app';
import type { OpenDatabase } from '../../server-kit/db/database';
import { openTestDatabase, TEST_IMAGE_ORIGIN } from '../../test/server/harness';

const BUNDLE = `exports.render = () => ({ html: '<header>Vom CDN</header>', css: '' });`;
const sha384 = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

let cdn: Server;
let origin: string;
let widgetsDir: string;
let bundlesDir: string;
let database: OpenDatabase;

beforeAll(async () => {
  cdn = createServer((request, response) => void response.writeHead(request.url === '/header/2.0.0/server/mount.js' ? 200 : 404).end(BUNDLE));
  await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
  widgetsDir = await mkdtemp(path.join(tmpdir(), 'follow-registry-'));
  bundlesDir = path.join(widgetsDir, '.downloads');
  await writeFile(path.join(widgetsDir, 'registry.json'), JSON.stringify({ remotes: {} }));
  database = await openTestDatabase();
});

afterAll(async () => {
  cdn.close();
  await database.close();
  await rm(widgetsDir, { recursive: true, force: true });
});

describe('a server that allows remotes from a CDN (REMOTE_ORIGINS)', () => {
  it('downloads the server bundle a changed registry names ahead of the first page, which then comes rendered from it', async () => {
    const app = await buildApp({ db: database.db, widgetsDir, imageOrigin: TEST_IMAGE_ORIGIN, publicOrigin: 'http://localhost', remoteOrigins: [origin], remoteBundlesDir: bundlesDir });
    try {
      const header = {
        version: '2.0.0',
        entry: `${origin}/header/2.0.0/remoteEntry.js`,
        integrity: sha384('entry'),
        server: { mount: `${origin}/header/2.0.0/server/mount.js` },
        serverIntegrity: { mount: sha384(BUNDLE) },
      };
      await writeFile(path.join(widgetsDir, 'registry.json'), JSON.stringify({ remotes: { header } }));
      // No page asked: the server follows its registry file and fetches the bundle by itself.
      for (const deadline = Date.now() + 10_000; (await readdir(bundlesDir).catch(() => [])).length === 0 && Date.now() < deadline; ) await sleep(50);
      const page = await app.inject({ url: '/' });
      expect(page.body).toContain('<template shadowrootmode="open"><header>Vom CDN</header>');
      const registry = await app.inject({ url: '/widgets/registry.json' });
      expect(registry.headers[REMOTE_ORIGINS_HEADER]).toBe(origin);
      expect(String(page.headers['content-security-policy'])).toContain(`'strict-dynamic' ${origin};`);
    } finally {
      await app.close();
    }
  }, 20_000);
});
