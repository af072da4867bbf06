// npm run build: the working tree's remotes, loader and registry into dist/build/widgets (the browser tests serve
// it); the release store dist/widgets gets the loader and, on a fresh clone, a first release of every remote at its
// package.json version. Released version folders and registries are never rewritten or deleted.
import { buildDistDir, distDir } from '../registry/registry-files';
import { readProvenance } from './provenance';
import { buildWorkingTree } from './working-tree-build';

const started = Date.now();
buildWorkingTree({ storeDir: distDir(), buildDir: buildDistDir() }, readProvenance(['build', ...process.argv.slice(2)].join(' '))).then(
  (summary) => console.log(`${summary}\n(${Date.now() - started} ms)`),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
