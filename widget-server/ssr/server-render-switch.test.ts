/** @jest-environment node */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildApp } from '../../server/app';
import type { OpenDatabase } from '../../server-kit/db/database';
import { openTestDatabase, TEST_IMAGE_ORIGIN } from '../../test/server/harness';

let widgetsDir: string;
let database: OpenDatabase;

beforeAll(async () => {
  widgetsDir = await mkdtemp(path.join(tmpdir(), 'ssr-switch-'));
  await mkdir(path.join(widgetsDir, 'header', '1.0.0', 'server'), { recursive: true });
  await writeFile(path.join(widgetsDir, 'header', '1.0.0', 'server', 'mount.js'), `exports.render = () => ({ html: '<header>Vom Server</header>', css: '' });`);
  await writeFile(
    path.join(widgetsDir, 'registry.json'),
    JSON.stringify({ remotes: { header: { version: '1.0.0', entry: 'header/1.0.0/remoteEntry.js', server: { mount: 'header/1.0.0/server/mount.js' } } } }),
  );
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
  await rm(widgetsDir, { recursive: true, force: true });
});

/** The home page as an app built with the server render on or off answers it (gzipped when `gzip`, then unzipped). */
async function homePage(serverRender: boolean, { gzip = false } = {}): Promise<string> {
  const app = await buildApp({ db: database.db, widgetsDir, imageOrigin: TEST_IMAGE_ORIGIN, publicOrigin: 'http://localhost', serverRender });
  try {
    const response = await app.inject({ url: '/', headers: gzip ? { 'accept-encoding': 'gzip' } : {} });
    expect([response.statusCode, response.headers['content-encoding']]).toEqual([200, gzip ? 'gzip' : undefined]);
    return gzip ? gunzipSync(response.rawPayload).toString('utf8') : response.body;
  } finally {
    await app.close();
  }
}

describe('the SERVER_RENDER switch', () => {
  it("sends the header's server HTML in a declarative shadow root when on", async () => {
    const html = await homePage(true);
    expect(html).toContain('<template shadowrootmode="open"><header>Vom Server</header>');
  });

  it('renders the page on the server before it is gzipped for a browser that accepts it', async () => {
    const html = await homePage(true, { gzip: true });
    expect(html).toContain('<template shadowrootmode="open"><header>Vom Server</header>');
  });

  it("sends the page with the tags' fallbacks when off, for the browser to mount", async () => {
    const html = await homePage(false);
    expect(html).toContain('data-widget="header"');
    expect(html).not.toContain('<template shadowrootmode');
    expect(html).not.toContain('Vom Server');
  });
});
