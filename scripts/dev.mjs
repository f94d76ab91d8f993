// @ts-check
/**
 * `npm run dev`: the host and every remote from source, each on its own origin and port
 * (PORT moves the block and the catalogue the host serves, as with `npm start`; each remote's
 * offset is in scripts/lib/units.mjs), each rebuilding on change and reloading the page.
 * One dev server per unit: a category team can also run just its own with
 * `npx rspack serve -c rspack.config.ts --config-name <id>`.
 */
import { rspack } from '@rspack/core';
import { RspackDevServer } from '@rspack/dev-server';
import { createJiti } from 'jiti';
import { basePortFromEnv } from './lib/units.mjs';

try {
  basePortFromEnv();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
process.env.NODE_ENV = 'development';
const jiti = createJiti(import.meta.url);
const { default: configs } = /** @type {{ default: import('@rspack/core').Configuration[] }} */ (await jiti.import('../rspack.config.ts'));

/** @type {RspackDevServer[]} */
const servers = [];
/** @param {import('@rspack/core').Configuration} config */
const portOf = (config) => (config.devServer ? config.devServer.port : undefined);
for (const config of configs) {
  const compiler = rspack(config);
  const server = new RspackDevServer(/** @type {any} */ (config.devServer), compiler);
  await server.start();
  servers.push(server);
  console.log(`${String(config.name).padEnd(24)} http://localhost:${portOf(config)}`);
}
console.log(`\nToolHub (dev) is running at http://localhost:${configs[0] ? portOf(configs[0]) : ''}  (Ctrl+C to stop)`);
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => Promise.all(servers.map((server) => server.stop())).then(() => process.exit(0)));
}
