// @ts-check
/**
 * Starting and stopping emulators for the suites that need them (tests/contract/ and
 * tests/hosting/): firebase-tools offline, as a process group of its own, writing to a log file.
 */
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const FIREBASE_BIN = join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
const START_TIMEOUT_MS = 180_000;

/** A port nobody is listening on right now. @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Whether a port on 127.0.0.1 can be listened on now.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export function portIsFree(port) {
  return new Promise((resolveFree) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolveFree(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolveFree(true)));
  });
}

/**
 * Waits until `url` answers as `ready` says (by default: any 2xx), while the process lives.
 * @param {string} url
 * @param {import('node:child_process').ChildProcess} emulator
 * @param {(response: Response) => boolean} [ready]
 */
export async function waitForEmulator(url, emulator, ready = (response) => response.ok) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (emulator.exitCode !== null) return false;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (ready(response)) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

/**
 * Stops an emulator and everything it started (its process group): SIGINT, then SIGKILL after 15 s.
 * @param {import('node:child_process').ChildProcess} emulator
 */
export function stopEmulator(emulator) {
  return new Promise((resolveStop) => {
    if (emulator.exitCode !== null || emulator.pid === undefined) return resolveStop(undefined);
    const pid = emulator.pid;
    const kill = setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }, 15_000);
    emulator.once('exit', () => {
      clearTimeout(kill);
      resolveStop(undefined);
    });
    try {
      // The whole process group: firebase-tools runs the emulators in child processes.
      process.kill(-pid, 'SIGINT');
    } catch {
      resolveStop(undefined);
    }
  });
}

/**
 * Starts `firebase emulators:start --only <only>` with a config file, offline, its output in `log`.
 * Emulators write to a file, not a pipe: the caller blocks in spawnSync while tests run, and an
 * emulator whose pipe filled would stall mid-suite.
 * @param {object} options
 * @param {string} options.only     e.g. "auth" or "hosting,functions"
 * @param {string} options.config   the firebase.json to use; its folder is the project folder
 * @param {string} options.log      file for the emulators' output
 * @param {Record<string, string>} [options.env]  more environment (the Functions emulator passes it on)
 */
export function startFirebaseEmulators({ only, config, log, env = {} }) {
  return spawn(process.execPath, [FIREBASE_BIN, 'emulators:start', '--only', only, '--project', 'demo-toolhub', '--config', config], {
    cwd: dirname(config),
    detached: true,
    stdio: ['ignore', openSync(log, 'w'), openSync(log, 'a')],
    env: { ...process.env, ...env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_TELEMETRY: '1', CI: 'true' },
  });
}
