// Clean build of every remote at its package.json version, the loader, and a fresh registry.
import { rm } from 'node:fs/promises';
import buildConfigs, { packageVersion } from '../webpack.config';
import { REMOTE_NAMES } from './remotes';
import { distDir, registryEntries, writeRegistry } from '../registry/registry-files';
import { runWebpack } from './run-webpack';

async function main(): Promise<void> {
  const outDir = distDir();
  await rm(outDir, { recursive: true, force: true });
  const started = Date.now();
  await runWebpack(buildConfigs({ outDir }, { mode: 'production' }));
  const remotes = await registryEntries(outDir, REMOTE_NAMES, packageVersion);
  await writeRegistry(outDir, { remotes });
  console.log(`Built ${REMOTE_NAMES.length} remotes and the loader into ${outDir} in ${Date.now() - started} ms`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
