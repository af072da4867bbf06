import path from 'node:path';
import { build } from 'esbuild';
import { SERVER_FOLDER } from '../registry/registry';
import { REMOTES, type RemoteName } from '../registry/remotes';

const ROOT = path.join(__dirname, '..');

/** The module name of an exposed path (`./buy-button` -> `buy-button`), as tags name it after the slash. */
const exposedModuleName = (exposed: string): string => exposed.replace(/^\.\//, '');

/** The server bundle of one exposed module, relative to its version folder. */
const serverBundlePath = (module: string): string => `${SERVER_FOLDER}/${module}.js`;

/**
 * The entry of one module's server bundle: the module's `mount`, made into `render(props, context) -> { html, css }`
 * and `requests(props, context)`, the API calls to look up before rendering.
 */
function entrySource(modulePath: string): string {
  const serverRender = path.join(ROOT, 'shared/mount/server-render.tsx');
  return [`import { mount } from ${JSON.stringify(path.join(ROOT, modulePath))};`, `import { createServerRender, createServerRequests } from ${JSON.stringify(serverRender)};`, 'export const render = createServerRender(mount);', 'export const requests = createServerRequests(mount);'].join('\n');
}

/**
 * Builds a remote's server build into `<folder>/server/`: for each exposed module a plain CommonJS bundle for Node
 * (React and everything else inside, so the version folder renders alone, whatever the host has installed).
 */
export async function buildServerBundles(remote: RemoteName, folder: string): Promise<void> {
  await Promise.all(
    Object.entries(REMOTES[remote].exposes).map(([exposed, modulePath]) =>
      build({
        stdin: { contents: entrySource(modulePath), resolveDir: ROOT, loader: 'tsx', sourcefile: `${remote}-${exposedModuleName(exposed)}-server.tsx` },
        outfile: path.join(folder, serverBundlePath(exposedModuleName(exposed))),
        bundle: true,
        platform: 'node',
        format: 'cjs',
        target: 'node20',
        jsx: 'automatic',
        minify: true,
        legalComments: 'none',
        tsconfig: path.join(ROOT, 'tsconfig.json'),
        define: { 'process.env.NODE_ENV': '"production"' },
        logLevel: 'error',
      }),
    ),
  );
}
