// npm run bench: what the page downloads and how long a shopper waits for it, beside the alternatives. Figures, not
// assertions. `--check` (npm run bench:check) runs every step once on a tiny load, on the remotes `npm run build` made.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { packageVersion } from '../bundling/webpack.config';
import { DEFAULT_REGISTRY_FILE } from '../registry/registry';
import { REMOTE_NAMES } from '../registry/remotes';
import { buildDistDir, registryEntries, writeRegistry } from '../registry/registry-files';
import { runWebpack } from '../bundling/run-webpack';
import { buildServerBundles } from '../bundling/server-build';
import { BENCH_DIR, comparisonConfigs, federationConfigs } from './bundles';
import { gzBytes, lazyRemoteBytes, loaderBytes, ownRemoteBytes, remoteEntryBytes } from './sizes';
import { benchApi } from './api';
import { benchPostgresUrl } from './throwaway-postgres';
import { benchEmbedding } from './embedding';
import { perRun, QUICK_CHECK } from './quick-check';
import { benchFirstKeystroke } from './first-keystroke';
import { benchFirstVisit } from './first-visit';
import { benchServerRender } from './server-render';
import { benchServerStart } from './server-start';
import { timeHomePage } from './timing';
import { benchSpeedInsights } from './speed-insights-cost';

const LOADS = perRun(10, 1);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ratio = (a: number, b: number) => (a / b).toFixed(2);

/** The quick check's remotes: the build `npm run build` made (with its server bundles and registry), when there is one. */
function reusedBuild(): string | undefined {
  const dir = buildDistDir();
  return QUICK_CHECK && existsSync(path.join(dir, DEFAULT_REGISTRY_FILE)) ? dir : undefined;
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
let stepsRun = 0;

/** Runs one step and says how long it took: where the time of the bench, and of the quick check, goes. */
async function timed<T>(run: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await run();
  stepsRun += 1;
  console.log(`  (step: ${seconds(started)})`);
  return result;
}

async function main(): Promise<void> {
  const started = Date.now();
  const postgresUrl = benchPostgresUrl();
  const reused = reusedBuild();
  const external = reused ?? path.join(BENCH_DIR, 'external-runtime');
  if (QUICK_CHECK) console.log('Quick check: every step once, on one load (its figures say little; a step that fails ends it non-zero)');
  console.log(reused
    ? `Remotes of ${reused} (npm run build); building them with an embedded MF runtime, the untrimmed loader and the plain comparison bundles...`
    : 'Building the remotes (external and embedded MF runtime) and the plain comparison bundles...');
  await timed(async () => {
    await runWebpack([...federationConfigs(reused === undefined), ...(await comparisonConfigs())]);
    if (reused) return;
    // The server builds too, as `npm run build` makes them: the bench's pages are server-rendered like the demo's.
    await Promise.all(REMOTE_NAMES.map((remote) => buildServerBundles(remote, path.join(external, remote, packageVersion(remote)))));
    await writeRegistry(external, {
      remotes: await registryEntries(external, REMOTE_NAMES, packageVersion),
    });
  });
  const embedded = path.join(BENCH_DIR, 'embedded-runtime');
  const plain = (name: string) => gzBytes(path.join(BENCH_DIR, 'plain', `${name}.js`));

  console.log('\nPer remote (gz): own bytes beyond the shared singletons on mounting, vs. the same widget bundled with its own React; and what it loads later');
  for (const remote of REMOTE_NAMES) {
    const folder = path.join(external, remote, packageVersion(remote));
    const own = ownRemoteBytes(folder);
    const alone = plain(`own-${remote}`);
    const lazy = lazyRemoteBytes(folder);
    console.log(`  ${remote.padEnd(9)} own ${kb(own).padStart(9)}   self-bundled ${kb(alone).padStart(9)}   ratio ${ratio(own, alone)}   later ${kb(lazy).padStart(9)}`);
  }

  const { loader: loaderAlone, mfRuntime } = loaderBytes(external);
  const loader = loaderAlone + mfRuntime;
  const entriesExternal = remoteEntryBytes(external, REMOTE_NAMES, packageVersion);
  const entriesEmbedded = remoteEntryBytes(embedded, REMOTE_NAMES, packageVersion);
  console.log('\nModule Federation runtime (gz)');
  console.log(`  runtime alone (core, runtime, bundler rt.)   ${kb(plain('mf-runtime'))}`);
  console.log(`  loader.js + its MF runtime chunk              ${kb(loaderAlone)} + ${kb(mfRuntime)} (the chunk is fetched when the first remote is needed)`);
  const untrimmedParts = loaderBytes(path.join(BENCH_DIR, 'full-runtime'));
  const untrimmed = untrimmedParts.loader + untrimmedParts.mfRuntime;
  console.log(`  the same without the runtime build flags     ${kb(untrimmed)}   (snapshot/preload plugins, Node script loading: ${kb(untrimmed - loader)} dropped)`);
  console.log(`  5 remoteEntry, runtime from the loader       ${kb(entriesExternal)}   loader + entries ${kb(loader + entriesExternal)}`);
  console.log(`  5 remoteEntry, runtime embedded in each      ${kb(entriesEmbedded)}   loader + entries ${kb(loader + entriesEmbedded)}`);
  console.log(`  chosen setup: ${entriesExternal <= entriesEmbedded ? 'external runtime (fewer bytes)' : 'embedded runtime (fewer bytes)'}`);

  console.log(`\nHome page in headless Chromium (${LOADS} warm loads after one cold load)...`);
  const timing = await timed(() => timeHomePage(external, path.join(BENCH_DIR, 'plain', 'all-five.js'), REMOTE_NAMES.length, LOADS));
  // Widget scripts only: the page's own tag-manager script is the same either way.
  const downloaded = timing.federation.scripts.filter((script) => script.startsWith('/widgets/')).map((script) => path.join(external, script.slice('/widgets/'.length)));
  const totalJs = downloaded.reduce((sum, file) => sum + gzBytes(file), 0);
  const selfBundled = REMOTE_NAMES.reduce((sum, remote) => sum + plain(`own-${remote}`), 0);
  const reactAlone = plain('react-only');
  console.log(`  JS downloaded on a first visit (1280×900): ${downloaded.length} files, ${kb(totalJs)} gz`);
  console.log(`  vs. five self-bundled widgets ${kb(selfBundled)}: ratio ${ratio(totalJs, selfBundled)} (goal <= 0.45)`);
  console.log(`  vs. React + react-dom alone ${kb(reactAlone)}: ratio ${ratio(totalJs, reactAlone)} (goal <= 2.0)`);
  const { federation, plain: bundle } = timing;
  console.log(`  DOMContentLoaded -> page whole (server-rendered tags in place and the loader done, or the eager widgets mounted; deferred ones wait for their use), median: ` +
    `federation ${federation.fromDomContentLoadedMs.toFixed(1)} ms, one plain bundle ${bundle.fromDomContentLoadedMs.toFixed(1)} ms (0: whole at DOMContentLoaded; a deferred plain bundle mounts before it)`);
  console.log(`  navigation start -> page whole vs. all five of the plain bundle mounted, median: federation ${federation.fromStartMs.toFixed(1)} ms, ` +
    `one plain bundle ${bundle.fromStartMs.toFixed(1)} ms, ratio ${ratio(federation.fromStartMs, bundle.fromStartMs)} (goal <= 1.2)`);
  console.log(`  first use (a click on Suche) -> hydrated, median: federation ${federation.firstUseMs.toFixed(1)} ms, one plain bundle ${bundle.firstUseMs.toFixed(1)} ms (0: mounted with the page)`);
  console.log(`  keystroke -> search hits painted, median of ${timing.searchRuns}, React and the search already hydrated (warm keystrokes): ${timing.searchMs.toFixed(1)} ms incl. the 100 ms debounce (goal <= 125 ms)`);

  const baseline = process.env.BENCH_BASELINE_WIDGETS && path.resolve(process.env.BENCH_BASELINE_WIDGETS);
  await timed(() => benchFirstKeystroke(external, baseline));
  await timed(() => benchSpeedInsights(external));
  await timed(() => benchFirstVisit(external, reactAlone, baseline));
  await timed(() => benchServerRender(external));
  await timed(() => benchServerStart());
  await timed(() => benchEmbedding(external, LOADS));
  await timed(() => benchApi(external, postgresUrl));
  console.log(`\n${stepsRun} bench steps ran in ${seconds(started)}${QUICK_CHECK ? ', one load each (quick check)' : ''}; figures printed, none asserted`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
