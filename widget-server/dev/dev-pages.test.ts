/** @jest-environment node */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { DEV_ENVIRONMENT, DEV_VERSION, SERVER_FOLDER } from '../../registry/registry';
import { completeDevBuild, pointDevRegistry } from '../../bundling/dev-build';
import { attributeOf, elementsByTag } from '../../test/html';
import { contentSecurityPolicy } from '../../server-kit/http/security-headers';
import { SERVER_VERSION_ATTRIBUTE } from '../ssr/constants';
import { openEventStream } from '../../test/server/event-stream';
import { TEST_IMAGE_ORIGIN, useTestApp } from '../../test/server/harness';
import { devBuildStamp } from './dev-builds';
import { DEV_BUILD_EVENT, DEV_RELOAD_PATH } from './dev-reload-routes';

/** Pages of each layout that loads widgets: storefront, checkout and the tools' widget catalog. */
const PAGES = ['/', '/checkout/', '/widgets/'];

/** The page's policy, its nonce, and its live-reload script (the one that names a reload stream), if any. */
function readPage(answer: { body: string; headers: Record<string, unknown> }) {
  const policy = String(answer.headers['content-security-policy']);
  const nonce = /'nonce-([\w+/=]+)'/.exec(policy)?.[1] ?? '';
  const reload = elementsByTag(answer.body, 'script').find((script) => attributeOf(script, 'data-stream') !== undefined);
  return { policy, nonce, reload };
}

/** The version a page's server render of a widget names, or undefined for a tag that kept its fallback. */
function serverVersion(html: string, widget: string): string | undefined {
  const root = elementsByTag(html, 'div').find((element) => attributeOf(element, 'data-widget-root') === widget);
  return root && attributeOf(root, SERVER_VERSION_ATTRIBUTE);
}

describe('pages of a production server', () => {
  const test = useTestApp();

  it('carry nothing of the dev loop: no reload script or stream, the production CSP unchanged', async () => {
    for (const url of PAGES) {
      const answer = await test.app.inject({ method: 'GET', url });
      expect({ url, status: answer.statusCode }).toEqual({ url, status: 200 });
      const { policy, nonce, reload } = readPage(answer);
      expect(reload).toBeUndefined();
      expect(answer.body).not.toContain('EventSource');
      expect(answer.body).not.toContain(DEV_RELOAD_PATH);
      expect(policy).toBe(contentSecurityPolicy(nonce, TEST_IMAGE_ORIGIN));
    }
    expect((await test.app.inject({ method: 'GET', url: DEV_RELOAD_PATH })).statusCode).toBe(404);
  });
});

describe('pages of a dev server (WIDGETS_ENV=dev) while npm run dev rebuilds the search widget', () => {
  const test = useTestApp({ environment: DEV_ENVIRONMENT });
  let bundle: string;

  beforeAll(async () => {
    // The browser build as webpack leaves it, as far as completing a dev build reads it.
    const folder = path.join(test.widgetsDir, 'search', DEV_VERSION);
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'mf-manifest.json'), JSON.stringify({ metaData: { pluginVersion: '0.0.0-test' } }));
    // The test app's production registry names a release without integrity, which no registry may copy: none copied.
    await writeFile(path.join(test.widgetsDir, 'registry.dev.json'), JSON.stringify({ remotes: {} }));
    await completeDevBuild(test.widgetsDir, 'search');
    bundle = path.join(folder, SERVER_FOLDER, 'mount.js');
  }, 120_000);

  it('render the dev build on the server and carry the reload script, by the page’s nonce, in the same CSP as production', async () => {
    for (const url of PAGES) {
      const answer = await test.app.inject({ method: 'GET', url });
      const { policy, nonce, reload } = readPage(answer);
      expect(reload && attributeOf(reload, 'nonce')).toBe(nonce);
      expect(reload && attributeOf(reload, 'data-stream')).toBe(DEV_RELOAD_PATH);
      expect(reload && attributeOf(reload, 'data-event')).toBe(DEV_BUILD_EVENT);
      expect(reload && attributeOf(reload, 'data-build')).toBe(devBuildStamp(test.widgetsDir));
      // Same-origin events and a nonce'd inline script: the production policy allows both, nothing is relaxed.
      expect(policy).toBe(contentSecurityPolicy(nonce, TEST_IMAGE_ORIGIN));
    }
    const home = await test.app.inject({ method: 'GET', url: '/' });
    expect(serverVersion(home.body, 'search')).toBe(DEV_VERSION);
    expect(home.body).toContain('Suche nach Produkten');
  });

  it('tell open pages of a completed rebuild, whose next page shows the new text without a server restart', async () => {
    const stream = await openEventStream(`${await test.listen()}${DEV_RELOAD_PATH}`);
    const before = await stream.next();
    expect(before).toEqual({ event: DEV_BUILD_EVENT, data: devBuildStamp(test.widgetsDir) });
    // A widget team's edit of a German text, as the rebuilt server bundle carries it.
    await writeFile(bundle, (await readFile(bundle, 'utf8')).replaceAll('Suche nach Produkten', 'Suche nach Mode und Marken'));
    await pointDevRegistry(test.widgetsDir, 'search');
    const rebuilt = await stream.next();
    expect(rebuilt.data).not.toBe(before.data);
    stream.close();
    const page = await test.app.inject({ method: 'GET', url: '/' });
    expect(serverVersion(page.body, 'search')).toBe(DEV_VERSION);
    expect(page.body).toContain('Suche nach Mode und Marken');
    expect(page.body).not.toContain('Suche nach Produkten');
    const { reload } = readPage(page);
    expect(reload && attributeOf(reload, 'data-build')).toBe(rebuilt.data);
  });
});
