// @ts-check
/**
 * Bundles a tool's `*.worker.ts`, referenced as `new Worker(new URL('./x.worker.ts',
 * import.meta.url))`, into one self-contained classic script that the remote emits as a hashed
 * asset. Rspack's own worker chunks belong to the remote's federated compilation: they start
 * the Module Federation runtime, which a worker cannot have (the host hands it to remotes on the
 * page only), and they load split chunks, which a cross-origin worker cannot. This bundle has
 * neither: its own small runtime, no federation, one file.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rspack } from '@rspack/core';
import { swcOptions } from './swc-options.mjs';

/** @this {import('@rspack/core').LoaderContext} */
export default function workerBundleLoader() {
  const callback = this.async();
  const production = this.mode !== 'development';
  const out = mkdtempSync(join(tmpdir(), 'toolhub-worker-'));
  const compiler = rspack({
    context: this.rootContext,
    mode: production ? 'production' : 'development',
    devtool: false,
    target: ['webworker', 'es2022'],
    entry: this.resourcePath,
    output: { path: out, filename: 'worker.js', publicPath: '' },
    resolve: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
    module: {
      rules: [{ test: /\.[cm]?[jt]sx?$/, exclude: /node_modules/, loader: 'builtin:swc-loader', options: swcOptions(!production), type: 'javascript/auto' }],
    },
    optimization: { minimize: production, splitChunks: false },
    plugins: [
      // Anything loaded with import() is bundled in too: the worker is one file.
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
    ],
    stats: 'errors-only',
    infrastructureLogging: { level: 'error' },
  });
  compiler.run((error, stats) => {
    compiler.close(() => {
      try {
        if (error) throw error;
        if (!stats || stats.hasErrors()) throw new Error(`The worker ${this.resourcePath} failed to build:\n${stats?.toString({ all: false, errors: true })}`);
        for (const file of stats.compilation.fileDependencies) this.addDependency(file);
        callback(null, readFileSync(join(out, 'worker.js')));
      } catch (failure) {
        callback(/** @type {Error} */ (failure));
      } finally {
        rmSync(out, { recursive: true, force: true });
      }
    });
  });
}
