// npm run build: the working tree's remotes, loader and registry into dist/build/widgets (the browser tests serve
// it); the release store dist/widgets gets the loader and, on a fresh clone, a first release of every remote at its
// package.json version. Released version folders and registries are never rewritten or deleted. Beside them, the
// server compiled into dist/server (what npm run serve runs).
import path from 'node:path';
import { buildDistDir, distDir } from '../registry/registry-files';
import { readProvenance } from './provenance';
import { COMPILED_SERVER, compileServer } from './server-compile';
import { buildWorkingTree } from './working-tree-build';

const started = Date.now();
Promise.all([buildWorkingTree({ storeDir: distDir(), buildDir: buildDistDir() }, readProvenance(['build', ...process.argv.slice(2)].join(' '))), compileServer()]).then(
  ([summary]) => console.log(`${summary}\nCompiled the server into ${path.relative(process.cwd(), COMPILED_SERVER)}\n(${Date.now() - started} ms)`),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
