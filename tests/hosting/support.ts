import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll } from 'vitest';
import { readCatalogue } from '../../scripts/lib/units.mjs';
import { emulatorEnvironment, readEnvironments } from '../../scripts/lib/deploy/environments.mjs';
import { EMULATOR_CONFIG, EMULATOR_DIR } from '../../scripts/lib/deploy/emulator-stage.mjs';

/** The emulated environment of deploy/environments.json: where the runner started each site. */
export const environment = emulatorEnvironment(readEnvironments(Object.keys(readCatalogue().remotes)));
export const HOST = environment.host;
export const remoteOrigin = (id: string): string => environment.remotes[id]!;

/** The host as deployed to the emulator: .cache/hosting/host. */
export const stagedHostFile = (file: string): string => readFileSync(join(EMULATOR_DIR, 'host', file), 'utf8');

interface HeaderRule {
  regex: string;
  headers: { key: string; value: string }[];
}
/** The configured value of a header on a target's every-path rule, from the config the emulator runs. */
export function configuredHeader(target: string, key: string): string {
  const config = JSON.parse(readFileSync(EMULATOR_CONFIG, 'utf8')) as { hosting: { target: string; headers: HeaderRule[] }[] };
  const rule = config.hosting.find((site) => site.target === target)!.headers[0]!;
  return rule.headers.find((header) => header.key === key)!.value;
}

/** The host page's hashed main script, as the deployed index.html names it. */
export const mainScript = (): string => /<script defer src="(\/main\.[0-9a-f]{8}\.js)"/.exec(stagedHostFile('index.html'))![1]!;

/** Fails a file at once, with the reason, when it runs without the emulators. */
export function requireEmulators(): void {
  beforeAll(async () => {
    const up = await fetch(HOST, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (!up) throw new Error(`Nothing answers at ${HOST}: run this suite with npm run test:hosting, which starts the emulators.`);
  });
}
