// The remote's build: a Module Federation container exposing ./mount, sharing as the shop's own remotes do.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

const require = createRequire(import.meta.url);
/**
 * The shop's sharing, from the contracts package: the same singletons, the shared runtime taken from the page only,
 * and the Module Federation runtime the shop's loader puts on the page (so the remote runs under that loader only).
 */
const { plugin, bundlerRuntime } = require('@schaufenster/contracts/federation.json');
const bundlerRuntimeRequest = new RegExp(bundlerRuntime.request);
const dir = path.dirname(fileURLToPath(import.meta.url));
const name = 'schaufenster_newsletter';

export default {
  mode: 'production',
  context: dir,
  entry: {},
  output: { path: path.join(dir, 'dist'), publicPath: 'auto', uniqueName: name, clean: true, filename: '[name].[contenthash:8].js' },
  resolve: { extensions: ['.tsx', '.ts', '.js'] },
  module: { rules: [{ test: /\.tsx?$/, loader: 'esbuild-loader', options: { loader: 'tsx', jsx: 'automatic', target: 'es2020' } }] },
  externals: [({ request }, callback) => (bundlerRuntimeRequest.test(request ?? '') ? callback(undefined, `global ${bundlerRuntime.global}`) : callback())],
  performance: { hints: false },
  plugins: [new ModuleFederationPlugin({ name, filename: 'remoteEntry.js', exposes: { './mount': './src/mount.tsx' }, manifest: true, dts: false, ...plugin })],
};
