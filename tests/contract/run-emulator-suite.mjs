// @ts-check
/**
 * The backend contract suite with the Firebase Auth emulator: starts the emulator (firebase-tools,
 * project demo-toolhub, offline, on free ports so parallel runs do not collide), runs
 * vitest.contract.config.ts with a JSON report, then stops the emulator. Exits non-zero when a test
 * fails or the emulator does not start.
 *
 *   node tests/contract/run-emulator-suite.mjs [--output <report.json>]
 *
 * A Firestore emulator already running is used when FIRESTORE_EMULATOR_HOST points at it.
 * Otherwise, where the Cloud SDK's Firestore emulator is installed (Debian package
 * google-cloud-cli-firestore-emulator, with Java), it is started with firestore.rules on a free
 * port and stopped afterwards, so the Firestore halves and the rules tests run too; without it
 * they are reported as skipped.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startFirebaseEmulators, stopEmulator as stop, waitForEmulator } from '../support/emulators.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const WORK = join(ROOT, '.cache', 'contract');

const args = process.argv.slice(2);
const outputIndex = args.indexOf('--output');
const output = outputIndex >= 0 ? resolve(args[outputIndex + 1] ?? '') : join(WORK, 'report.json');

mkdirSync(WORK, { recursive: true });
mkdirSync(dirname(output), { recursive: true });
const [authPort, hubPort, loggingPort] = [await freePort(), await freePort(), await freePort()];
const authHost = `127.0.0.1:${authPort}`;
// A config of our own with the chosen ports; the UI is off because it would be downloaded.
const config = join(WORK, 'firebase.json');
writeFileSync(
  config,
  JSON.stringify({
    emulators: {
      auth: { host: '127.0.0.1', port: authPort },
      hub: { host: '127.0.0.1', port: hubPort },
      logging: { host: '127.0.0.1', port: loggingPort },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  }),
);

console.log(`Starting the Firebase Auth emulator on ${authHost} (project demo-toolhub)...`);
// Emulators write to log files, not pipes: this process blocks in spawnSync while the tests run,
// and an emulator whose pipe fills (the Firestore emulator prints a stack trace for every denied
// write) would stall mid-suite.
const authLog = join(WORK, 'auth-emulator.log');
const emulator = startFirebaseEmulators({ only: 'auth', config, log: authLog });
const log = () => readFileSync(authLog, 'utf8');

const started = Date.now();
const up = await waitForEmulator(`http://${authHost}/`, emulator);
if (up) console.log(`Auth emulator ready after ${((Date.now() - started) / 1000).toFixed(1)} s.`);
else console.error(`The Auth emulator did not start; its output:\n${log()}`);

const FIRESTORE_EMULATOR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator';
/** @type {import('node:child_process').ChildProcess | null} */
let firestore = null;
let firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? '';
let firestoreFailed = false;
const hasJava = spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
if (!firestoreHost && existsSync(FIRESTORE_EMULATOR) && hasJava) {
  const host = `127.0.0.1:${await freePort()}`;
  console.log(`Starting the Firestore emulator on ${host} with firestore.rules...`);
  const [hostname, port] = host.split(':');
  firestore = spawn(
    FIRESTORE_EMULATOR,
    ['start', `--host=${hostname}`, `--port=${port}`, `--rules=${join(ROOT, 'firestore.rules')}`, '--project_id=demo-toolhub', '--single_project_mode=true'],
    { cwd: WORK, detached: true, stdio: ['ignore', openSync(join(WORK, 'firestore-emulator.log'), 'w'), openSync(join(WORK, 'firestore-emulator.log'), 'a')] },
  );
  const firestoreLog = () => readFileSync(join(WORK, 'firestore-emulator.log'), 'utf8');
  const firestoreStarted = Date.now();
  if (await waitForEmulator(`http://${host}/`, firestore)) {
    console.log(`Firestore emulator ready after ${((Date.now() - firestoreStarted) / 1000).toFixed(1)} s.`);
    firestoreHost = host;
  } else {
    // Installed but not starting is a failure (the run exits 1), not a skip.
    console.error(`The Firestore emulator is installed but did not start. Its output:\n${firestoreLog()}`);
    firestoreFailed = true;
    await stop(firestore);
    firestore = null;
  }
}

const run = spawnSync(
  'npx',
  ['vitest', 'run', '-c', 'vitest.contract.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      ...(up ? { FIREBASE_AUTH_EMULATOR_HOST: authHost } : {}),
      ...(firestoreHost ? { FIRESTORE_EMULATOR_HOST: firestoreHost } : {}),
    },
  },
);

await stop(emulator);
console.log('Auth emulator stopped.');
if (firestore) {
  await stop(firestore);
  console.log('Firestore emulator stopped.');
}
process.exit(run.status === 0 && up && !firestoreFailed ? 0 : 1);
