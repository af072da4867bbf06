import type { AsyncDependenciesBlock, Chunk, ChunkGraph, Compiler, Module } from 'webpack';
import { HYDRATION_FILE, type ChunkNeeds, type HydrationFiles } from '../registry/hydration-files';

// Module Federation's own manifest (mf-manifest.json) lists every chunk a shared name or an exposed module may load,
// both copies of a shared chunk (the one the remote provides and its fallback) and lazy chunks alike, and not which
// shared names a module consumes. The loader's fetch ahead of use (loader/hydration-plan.ts) needs exactly
// what a hydration loads: this plugin reads it from the chunk graph.

/** Module Federation's module types (@module-federation/enhanced 2.9: ConsumeSharedModule, ProvideSharedModule). */
const CONSUME_TYPE = 'consume-shared-module';
const PROVIDE_TYPE = 'provide-module';

/** The parts of Module Federation's modules this plugin reads (their classes are not exported as types). */
interface ConsumeShared {
  options: { shareKey: string };
}
interface ProvideShared {
  _name: string;
}
interface ExposedDependency {
  exposedName?: string;
}

/** The chunk files and consumed shared names of the chunk group an async block (an exposed module, a provided share) loads. */
function needsOf(block: AsyncDependenciesBlock, chunkGraph: ChunkGraph): ChunkNeeds {
  const chunks: Chunk[] = chunkGraph.getBlockChunkGroup(block)?.chunks ?? [];
  const files = chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
  const consumes = chunks.flatMap((chunk) =>
    [...chunkGraph.getChunkModulesIterable(chunk)].flatMap((module) => (module.type === CONSUME_TYPE ? [(module as unknown as ConsumeShared).options.shareKey] : [])),
  );
  return { files: [...new Set(files)].sort(), consumes: [...new Set(consumes)].sort() };
}

/** The exposed name of a container's block (`./mount` -> `mount`), or undefined for another block. */
function exposedModule(block: AsyncDependenciesBlock): string | undefined {
  const name = (block.dependencies[0] as ExposedDependency | undefined)?.exposedName;
  return typeof name === 'string' && name.startsWith('./') ? name.slice(2) : undefined;
}

/** What a remote's modules and shared modules are made of, from a finished compilation's chunk graph. */
export function hydrationFiles(modules: Iterable<Module>, chunkGraph: ChunkGraph): HydrationFiles {
  const files: HydrationFiles = { modules: {}, shared: {} };
  for (const module of modules) {
    if (module.type === PROVIDE_TYPE) {
      const block = module.blocks[0];
      if (block) files.shared[(module as unknown as ProvideShared)._name] = needsOf(block, chunkGraph);
      continue;
    }
    for (const block of module.blocks) {
      const exposed = exposedModule(block);
      if (exposed !== undefined) files.modules[exposed] = needsOf(block, chunkGraph);
    }
  }
  return files;
}

/** Emits hydration.json beside a remote's remoteEntry.js, once its chunks have their final (content-hashed) names. */
export class HydrationFilesPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('HydrationFilesPlugin', (compilation) => {
      // After webpack's real content hash (PROCESS_ASSETS_STAGE_OPTIMIZE_HASH), which may rename the chunks.
      compilation.hooks.processAssets.tap({ name: 'HydrationFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const files = hydrationFiles(compilation.modules, compilation.chunkGraph);
        compilation.emitAsset(HYDRATION_FILE, new sources.RawSource(`${JSON.stringify(files)}\n`));
      });
    });
  }
}
