import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Configuration } from 'webpack';
import { EsbuildPlugin } from 'esbuild-loader';
import buildConfigs from '../bundling/webpack.config';
import { REMOTE_NAMES, type RemoteName } from '../registry/remotes';

const root = path.join(__dirname, '..');

/** Where the bench writes its comparison builds. */
export const BENCH_DIR = path.join(root, 'dist', 'bench');

/** A plain webpack build (no Module Federation) of a module that may import React and the widgets. */
async function plainBundle(name: string, source: string): Promise<Configuration> {
  const entries = path.join(BENCH_DIR, 'entries');
  await mkdir(entries, { recursive: true });
  const listFile = path.join(entries, `${name}.ts`);
  await writeFile(listFile, source);
  return {
    mode: 'production',
    name,
    context: root,
    entry: { [name]: './bench/standalone-entry.tsx' },
    output: { path: path.join(BENCH_DIR, 'plain'), filename: '[name].js' },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: { '@bench/widgets$': listFile, '@schaufenster/shared': path.join(root, 'shared'), 'react-dom/server$': false },
    },
    module: {
      rules: [{ test: /\.tsx?$/, loader: 'esbuild-loader', options: { loader: 'tsx', target: 'es2020', jsx: 'automatic' } }],
    },
    optimization: { minimizer: [new EsbuildPlugin({ target: 'es2020' })] },
    performance: { hints: false },
    stats: 'errors-only',
  };
}

function widgetList(remotes: readonly RemoteName[]): string {
  const imports = remotes.map((remote) => `import { mount as ${remote} } from '${path.join(root, 'widgets', remote, 'mount')}';`);
  return `${imports.join('\n')}\nexport const widgets = { ${remotes.join(', ')} };\n`;
}

/** Every comparison build: each widget alone with its own React, all five in one bundle, React alone. */
export async function comparisonConfigs(): Promise<Configuration[]> {
  const own = await Promise.all(REMOTE_NAMES.map((remote) => plainBundle(`own-${remote}`, widgetList([remote]))));
  const all = await plainBundle('all-five', widgetList(REMOTE_NAMES));
  const react = await plainBundle(
    'react-only',
    "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\n" +
      "export const widgets = { react: (el: HTMLElement) => { const root = createRoot(el); root.render(createElement('p')); return () => root.unmount(); } };\n",
  );
  const runtime = await plainBundle(
    'mf-runtime',
    "import * as core from '@module-federation/runtime-core';\nimport { createInstance } from '@module-federation/runtime';\n" +
      "import * as bundler from '@module-federation/webpack-bundler-runtime';\n" +
      'export const widgets = { runtime: () => { Object.assign(globalThis, { core, createInstance, bundler }); return () => undefined; } };\n',
  );
  return [...own, all, react, runtime];
}

/**
 * The remotes as the product builds them (unless `npm run build` has, `withProductBuild` false), again with the MF
 * runtime embedded in each remoteEntry, and the loader untrimmed.
 */
export function federationConfigs(withProductBuild = true): Configuration[] {
  return [
    ...(withProductBuild ? buildConfigs({ outDir: path.join(BENCH_DIR, 'external-runtime') }) : []),
    ...buildConfigs({ outDir: path.join(BENCH_DIR, 'full-runtime'), fullRuntime: true }).filter((config) => config.name === 'loader'),
    ...buildConfigs({ outDir: path.join(BENCH_DIR, 'embedded-runtime'), embeddedRuntime: true }).filter((config) => config.name !== 'loader'),
  ];
}
