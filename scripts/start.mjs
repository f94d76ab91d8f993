// @ts-check
/** `npm start`: builds whatever unit is not built yet, then serves the whole site. */
import { spawnSync } from 'node:child_process';
import { basePortFromEnv, isBuilt, units, ROOT } from './lib/units.mjs';
import { startSite } from './lib/site.mjs';

/** @type {number} */
let port;
try {
  port = basePortFromEnv();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const missing = units(port).filter((unit) => !isBuilt(unit));
if (missing.length > 0) {
  console.log(`Building ${missing.map((unit) => unit.name).join(', ')}…`);
  const args = ['rspack', 'build', '-c', 'rspack.config.ts', ...missing.flatMap((unit) => ['--config-name', unit.name])];
  const result = spawnSync('npx', args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const site = await startSite({ port });
for (const { unit } of site.servers) {
  console.log(`${unit.name.padEnd(24)} http://localhost:${unit.port}${unit.kind === 'remote' ? '/mf-manifest.json' : ''}`);
}
console.log(`\nToolHub is running at ${site.url}  (Ctrl+C to stop)`);
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => site.close().then(() => process.exit(0)));
}
