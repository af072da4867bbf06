import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SERVER_FOLDER } from '../registry/registry';
import { REMOTES, type RemoteName } from '../registry/remotes';
import { buildServerBundles } from '../bundling/server-build';

/** The version a test's server builds are released as. */
const TEST_VERSION = '1.0.0';

/**
 * Builds the server bundles of `remotes` from the working tree (as a release carries them) into a test app's release
 * store and names them in its registry: the app's pages and fragments then render those widgets on the server.
 */
export async function releaseServerBuilds(widgetsDir: string, remotes: readonly RemoteName[]): Promise<void> {
  const entries = await Promise.all(
    remotes.map(async (remote) => {
      const folder = path.join(widgetsDir, remote, TEST_VERSION);
      await mkdir(folder, { recursive: true });
      await buildServerBundles(remote, folder);
      const server = Object.fromEntries(Object.keys(REMOTES[remote].exposes).map((exposed) => {
        const module = exposed.replace(/^\.\//, '');
        return [module, `${remote}/${TEST_VERSION}/${SERVER_FOLDER}/${module}.js`];
      }));
      return [remote, { version: TEST_VERSION, entry: `${remote}/${TEST_VERSION}/remoteEntry.js`, server }] as const;
    }),
  );
  await writeFile(path.join(widgetsDir, 'registry.json'), JSON.stringify({ remotes: Object.fromEntries(entries) }));
}
