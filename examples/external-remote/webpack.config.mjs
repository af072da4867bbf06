// The remote's build: a Module Federation container exposing ./mount, sharing as the shop's own remotes do.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

const require = createRequire(import.meta.url);
/** The shop's sharing, from the contracts package: the same singletons, and the shared runtime taken from the page only. */
const federation = require('@schaufenster/contracts/federation.json');
const dir = path.dirname(fileURLToPath(import.meta.url));
const name = 'schaufenster_newsletter';

export default {
  mode: 'production',
  context: dir,
  entry: {},
  output: { path: path.join(dir, 'dist'), publicPath: 'auto', uniqueName: name, clean: true, filename: '[name].[contenthash:8].js' },
  resolve: { extensions: ['.tsx', '.ts', '.js'] },
  module: { rules: [{ test: /\.tsx?$/, loader: 'esbuild-loader', options: { loader: 'tsx', jsx: 'automatic', target: 'es2020' } }] },
  performance: { hints: false },
  plugins: [
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      exposes: { './mount': './src/mount.tsx' },
      manifest: true,
      dts: false,
      ...federation,
    }),
  ],
};
