/** @jest-environment node */
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { JsonSchema } from '@schaufenster/shared/props';
import type { Registry } from '../registry/registry';
import { propsSchemaDocument } from '../bundling/props-schema-document';
import { CONTRACTS } from '../bundling/contracts';
import { SOURCE_VERSION, sourceSchemaDocuments } from './tag-check/source-contracts';
import { checkTagsCommand } from './tag-check/check-tags-command';

const ROOT = path.join(__dirname, '..');
const FIXTURE = 'tools/tag-check/fixtures/tags.liquid';
const TEMPLATES = 'demo-cms/templates/**/*.liquid';
const SAVED_PAGE = 'tools/tag-check/fixtures/saved-page.html';

/** What the checker says about the saved page, wherever it comes from (`where`: its file name or URL). */
const savedPageProblems = (where: string) => [
  `${where}:5:3  site  routes.cart: Expected a path starting with one "/" (e.g. "/korb/") or an http(s) URL, but received: "korb"`,
  expect.stringMatching(new RegExp(`^${where}:5:3  site  routes\\.kasse: is no key of routes \\(known: home, `)),
  expect.stringMatching(
    new RegExp(
      `^${where}:12:29  header  data-props: is not JSON: .+; an apostrophe \\(…ts":\\["Marc O'Polo ab 49 €…\\) ended the single-quoted attribute early: write &#39; \\(or &apos;\\) for each apostrophe in the attribute, or move the props into a child <script type="application/json">, which needs no quoting$`,
    ),
  ),
  `${where}:15:5  header  safeCheckout: must be boolean`,
  `${where}:17:29  search  props: given twice, in data-props and in a child <script type="application/json">: keep one of them`,
  `${where}:18:3  site  #schaufenster-site: a second site configuration on this page: the widgets read only the first (line 5); keep one`,
];

/** A released version: an (empty) remoteEntry.js, and its props.schema.json unless it predates them. */
async function writeRelease(dir: string, remote: string, version: string, schema?: JsonSchema): Promise<void> {
  await mkdir(path.join(dir, remote, version), { recursive: true });
  await writeFile(path.join(dir, remote, version, 'remoteEntry.js'), '');
  if (schema) await writeFile(path.join(dir, remote, version, 'props.schema.json'), JSON.stringify(schema));
}

/** Header 0.9.0's schema: the current one before `safeCheckout` existed. */
function headerWithoutSafeCheckout(): JsonSchema {
  const document = propsSchemaDocument('header', '0.9.0', CONTRACTS.header);
  const mount = (document.$defs as Record<string, { properties: Record<string, unknown> }>).mount;
  delete mount?.properties.safeCheckout;
  return document;
}

/** A header 2.0.0 that requires a prop no placed tag has yet. */
function headerRequiringLogo(): JsonSchema {
  const document = propsSchemaDocument('header', '2.0.0', CONTRACTS.header);
  const mount = (document.$defs as Record<string, { properties: Record<string, unknown>; required?: string[] }>).mount;
  if (mount) {
    mount.properties.logo = { type: 'string' };
    mount.required = [...(mount.required ?? []), 'logo'];
  }
  return document;
}

describe('npm run check-tags', () => {
  let dist: string;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'schaufenster-check-tags-'));
    const registry: Registry = { remotes: {} };
    for (const document of sourceSchemaDocuments()) {
      const remote = String(document['x-widget']);
      await writeRelease(dist, remote, SOURCE_VERSION, document);
      registry.remotes[remote] = { version: SOURCE_VERSION, entry: `${remote}/${SOURCE_VERSION}/remoteEntry.js` };
    }
    await writeRelease(dist, 'header', '0.9.0', headerWithoutSafeCheckout());
    await writeRelease(dist, 'header', '0.8.0');
    await writeFile(path.join(dist, 'registry.json'), JSON.stringify(registry));
  });
  afterAll(() => rm(dist, { recursive: true, force: true }));

  /** Runs the checker over a widgets folder, as the command does; resolves with its exit code and output. */
  async function checkTags(args: string[], widgetsDist = dist): Promise<{ code: number; stdout: string; stderr: string }> {
    const stdout: string[] = [];
    const stderr: string[] = [];
    const code = await checkTagsCommand(args, widgetsDist, { log: (line) => stdout.push(`${line}\n`), error: (line) => stderr.push(`${line}\n`) });
    return { code, stdout: stdout.join(''), stderr: stderr.join('') };
  }

  it('is the command npm run check-tags runs: its findings on stdout, exit code 1 for a problem', async () => {
    const { NODE_OPTIONS: _jestOptions, ...env } = process.env;
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'tools/check-tags.ts', FIXTURE], { cwd: ROOT, env: { ...env, WIDGETS_DIST: dist } });
    const failure = await run.then(
      () => undefined,
      (error: { code: number; stdout: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stdout).toBe((await checkTags([FIXTURE])).stdout);
  });

  it('prints each problem as file:line:column, widget, path and reason, then a summary, and exits 1', async () => {
    const { code, stdout } = await checkTags([FIXTURE]);
    expect(code).toBe(1);
    expect(stdout.split('\n')).toEqual([
      `${FIXTURE}:4:3  hedaer  data-widget: unknown widget "hedaer" (did you mean "header"?)`,
      `${FIXTURE}:5:3  minicart/buy-button  productId: Expected exactly one of productId, product, but received none`,
      `${FIXTURE}:7:8  header  safeCheckout: must be boolean`,
      expect.stringMatching(new RegExp(`^${FIXTURE}:8:44  auth  data-props: is not JSON: \\S`)),
      `${FIXTURE}:9:3  address/book  data-widget: unknown module "book" of address (it has "address", "address/checkout")`,
      'note: Liquid writes the props (or the site configuration) of these; check them on rendered pages:',
      `  ${FIXTURE}:10:3  minicart`,
      '1 file, 9 tags checked, 1 tag with dynamic props not checkable here, 5 errors',
      '',
    ]);
  });

  it('passes the demo templates with exit code 0', async () => {
    const { code, stdout } = await checkTags([TEMPLATES]);
    expect(code).toBe(0);
    expect(stdout).toContain('\n  demo-cms/templates/pages/product.liquid:9:5  minicart/buy-button\n');
    expect(stdout).toMatch(/\n\d+ files, \d+ tags checked, \d+ tags with dynamic props not checkable here, 0 errors\n$/);
  });

  describe('with a rollout running', () => {
    let rolling: string;
    beforeAll(async () => {
      // header@0.9.0 (no safeCheckout yet) forced out to half the sessions beside the pinned version.
      rolling = `${dist}-rollout`;
      await cp(dist, rolling, { recursive: true });
      const registry = JSON.parse(JSON.stringify({ remotes: {} })) as Registry;
      for (const document of sourceSchemaDocuments()) {
        const remote = String(document['x-widget']);
        registry.remotes[remote] = { version: SOURCE_VERSION, entry: `${remote}/${SOURCE_VERSION}/remoteEntry.js` };
      }
      const header = registry.remotes.header;
      if (header) header.rollout = { version: '0.9.0', entry: 'header/0.9.0/remoteEntry.js', percent: 50 };
      await writeFile(path.join(rolling, 'registry.json'), JSON.stringify(registry));
    });
    afterAll(() => rm(rolling, { recursive: true, force: true }));

    it('checks the tags against the rollout too, saying which version a problem belongs to', async () => {
      const { code, stdout } = await checkTags([FIXTURE], rolling);
      expect(code).toBe(1);
      const lines = stdout.split('\n');
      expect(lines.filter((line) => line.startsWith(`${FIXTURE}:7:8`))).toEqual([
        `${FIXTURE}:7:8  header  safeCheckout: must be boolean (only header@${SOURCE_VERSION}, pinned for 50 % of sessions)`,
        `${FIXTURE}:7:8  header  safeCheckout: is not a known prop (only header@0.9.0, rolled out to 50 % of sessions)`,
      ]);
      // Problems of the other remotes, and of the header in every version, are said once, as they are.
      expect(lines).toContain(`${FIXTURE}:5:3  minicart/buy-button  productId: Expected exactly one of productId, product, but received none`);
      expect(lines).toContain('note: checked against header@0.9.0 too, rolled out to 50 % of sessions');
      expect(lines.at(-2)).toBe('1 file, 9 tags checked, 1 tag with dynamic props not checkable here, 6 errors');
    });

    it('fails the demo templates that pass under the pinned versions when a rollout would give half the sessions invalid-props', async () => {
      const registry = JSON.parse(await readFile(path.join(rolling, 'registry.json'), 'utf8')) as Registry;
      await writeRelease(rolling, 'header', '2.0.0', headerRequiringLogo());
      const header = registry.remotes.header;
      if (header) header.rollout = { version: '2.0.0', entry: 'header/2.0.0/remoteEntry.js', percent: 50 };
      const forced = `${rolling}-2`;
      await cp(rolling, forced, { recursive: true });
      await writeFile(path.join(forced, 'registry.json'), JSON.stringify(registry));
      try {
        expect((await checkTags([TEMPLATES])).code).toBe(0);
        const { code, stdout } = await checkTags([TEMPLATES], forced);
        expect(code).toBe(1);
        expect(stdout).toMatch(/storefront\.liquid:\d+:\d+ {2}header {2}logo: is required \(only header@2\.0\.0, rolled out to 50 % of sessions\)/);
      } finally {
        await rm(forced, { recursive: true, force: true });
      }
    });

    it('checks a remote that --version names at that version alone', async () => {
      const { stdout } = await checkTags(['--version', `header@${SOURCE_VERSION}`, FIXTURE], rolling);
      expect(stdout).not.toContain('0.9.0');
      expect(stdout).toContain(`${FIXTURE}:7:8  header  safeCheckout: must be boolean\n`);
    });
  });

  it('checks against the version --version names instead of the registry\'s', async () => {
    const { code, stdout } = await checkTags(['--version', 'header@0.9.0', FIXTURE]);
    expect(code).toBe(1);
    expect(stdout).toContain(`${FIXTURE}:7:8  header  safeCheckout: is not a known prop\n`);
  });

  it.each([
    ['a version never released', ['--version', 'header@7.7.7', FIXTURE], /^header@7\.7\.7 does not exist in .+; released: 0\.8\.0, 0\.9\.0, 1\.0\.0\n$/],
    ['a version without props.schema.json', ['--version', 'header@0.8.0', FIXTURE], /^header@0\.8\.0 has no props\.schema\.json \(.+\)\n$/],
  ])('fails on %s with exit code 1 and the reason, no stack', async (_case, args, message) => {
    const { code, stderr } = await checkTags(args);
    expect({ code, stderr }).toEqual({ code: 1, stderr: expect.stringMatching(message) });
  });

  it('asks for a build when the widgets folder has no registry', async () => {
    const { code, stderr } = await checkTags([FIXTURE], path.join(dist, 'header'));
    expect({ code, stderr }).toEqual({ code: 1, stderr: expect.stringMatching(/^no registry\.json in .+: run npm run build first\n$/) });
  });

  it('checks a saved page: props in child scripts, an apostrophe that cut data-props short, the site configuration', async () => {
    const { code, stdout } = await checkTags([SAVED_PAGE]);
    expect(code).toBe(1);
    expect(stdout.split('\n')).toEqual([...savedPageProblems(SAVED_PAGE), '1 file, 4 tags checked, 0 tags with dynamic props not checkable here, 6 errors', '']);
  });

  describe('on a page a CMS serves', () => {
    let cms: Server;
    let origin: string;
    beforeAll(async () => {
      const page = await readFile(path.join(ROOT, SAVED_PAGE), 'utf8');
      cms = createServer((request, response) => {
        if (request.url === '/seite/') response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
        else response.writeHead(404, { 'content-type': 'text/plain' }).end('Nicht gefunden');
      });
      await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(cms.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => cms.close(() => resolve())));

    it('fetches the rendered page by URL and checks it as a file', async () => {
      const { code, stdout } = await checkTags([`${origin}/seite/`]);
      expect(code).toBe(1);
      expect(stdout.split('\n')).toEqual([...savedPageProblems(`${origin}/seite/`), '1 file, 4 tags checked, 0 tags with dynamic props not checkable here, 6 errors', '']);
    });

    it('names the URL and its answer when a page is not there, and checks the other pages all the same', async () => {
      const alone = await checkTags([`${origin}/seite/`]);
      const { code, stdout, stderr } = await checkTags([`${origin}/fehlt/`, `${origin}/seite/`]);
      expect({ code, stderr }).toEqual({ code: 1, stderr: `could not fetch ${origin}/fehlt/: it answered 404 Not Found\n` });
      // The page that came is checked as alone; the one that did not is one error more.
      expect(stdout).toBe(alone.stdout.replace('1 file, 4 tags checked, 0 tags with dynamic props not checkable here, 6 errors', '2 files, 4 tags checked, 0 tags with dynamic props not checkable here, 7 errors'));
    });

    it('fails with exit code 1, naming the URL and why, when nothing answers', async () => {
      // A port where a server was a moment ago: nothing listens there.
      const gone = createServer();
      await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve));
      const { port } = gone.address() as AddressInfo;
      await new Promise<void>((resolve) => gone.close(() => resolve()));
      const { code, stdout, stderr } = await checkTags([`http://127.0.0.1:${port}/seite/`]);
      expect({ code, stderr }).toEqual({ code: 1, stderr: `could not fetch http://127.0.0.1:${port}/seite/: connect ECONNREFUSED 127.0.0.1:${port}\n` });
      expect(stdout).toBe('1 file, 0 tags checked, 0 tags with dynamic props not checkable here, 1 error\n');
    });

    it("names NODE_EXTRA_CA_CERTS when the site's certificate is its own (a staging site's self-signed one)", async () => {
      // A self-signed certificate of 127.0.0.1, made by Debian's openssl for this test alone.
      const dir = await mkdtemp(path.join(tmpdir(), 'check-tags-tls-'));
      await promisify(execFile)('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')]);
      const staging = createHttpsServer({ key: await readFile(path.join(dir, 'key.pem')), cert: await readFile(path.join(dir, 'cert.pem')) }, (_request, response) => response.end('<p>Staging</p>'));
      await new Promise<void>((resolve) => staging.listen(0, '127.0.0.1', resolve));
      try {
        const url = `https://127.0.0.1:${(staging.address() as AddressInfo).port}/seite/`;
        const { code, stderr } = await checkTags([url]);
        expect(code).toBe(1);
        expect(stderr).toMatch(new RegExp(`^could not fetch ${url.replaceAll('.', '\\.')}: .*self-signed.*; if the site's certificate comes from your own CA, name that CA's certificate: NODE_EXTRA_CA_CERTS=/path/to/ca\\.pem npm run check-tags -- …\\n$`));
      } finally {
        await new Promise<void>((resolve) => staging.close(() => resolve()));
        await rm(dir, { recursive: true, force: true });
      }
    });
  });

  it.each([
    ['no files', [], /^No files given\.\nUsage: /],
    ['a glob that matches nothing', ['demo-cms/templates/**/*.html'], /^"demo-cms\/templates\/\*\*\/\*\.html" matches no file\n$/],
    ['a --version without a version', ['--version', 'header', FIXTURE], /^--version takes name@x\.y\.z, got "header"\nUsage: /],
    ['an unknown flag', ['--verbose', FIXTURE], /Unknown option '--verbose'/],
  ])('exits 2 on %s', async (_case, args, message) => {
    const { code, stderr } = await checkTags(args);
    expect({ code, stderr }).toEqual({ code: 2, stderr: expect.stringMatching(message) });
  });
});
