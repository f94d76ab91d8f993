/**
 * `npm start` and `npm run dev` with a moved PORT: the host serves a catalogue that points at the
 * moved ports, and the remotes answer there (issue 16 §3). Ports 7300–7399 only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT, units } from '../../scripts/lib/units.mjs';

const START_PORT = 7300;
const DEV_PORT = 7350;

let running: { child: ChildProcess; output: () => string } | undefined;

/** Runs an npm script in its own process group (npm → sh → node), so all of it can be stopped. */
function npmRun(script: string, port: number) {
  const child = spawn('npm', ['run', script], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), FORCE_COLOR: '0' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  running = { child, output: () => output };
  return running;
}

async function stop() {
  if (!running) return;
  const { child } = running;
  running = undefined;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const group = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  };
  group('SIGTERM');
  const timer = setTimeout(() => group('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
afterEach(stop, 30_000);

/** GETs `url` until it answers 200 (the server may still be starting or compiling). */
async function fetchWhenUp(url: string, timeoutMs: number, output: () => string): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (running && running.child.exitCode !== null) throw new Error(`the server exited (${running.child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(Math.max(1000, deadline - Date.now())) });
      if (response.ok) return response;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (${last}); server output:\n${output()}`);
}

/** The served catalogue points every remote at its unit's port on the moved block. */
async function expectMovedCatalogue(port: number, output: () => string, timeoutMs: number) {
  const catalogue = (await (await fetchWhenUp(`http://localhost:${port}/catalogue.json`, timeoutMs, output)).json()) as {
    remotes: Record<string, { entry: string }>;
  };
  const remotes = units(port).filter((unit) => unit.kind === 'remote');
  expect(remotes.length).toBeGreaterThan(0);
  expect(Object.fromEntries(Object.entries(catalogue.remotes).map(([id, { entry }]) => [id, entry]))).toEqual(
    Object.fromEntries(remotes.map((unit) => [unit.name, `http://localhost:${unit.port}/mf-manifest.json`])),
  );
  for (const unit of remotes) expect(unit.port).toBeGreaterThan(port);
  return remotes;
}

async function expectManifest(port: number, name: string, output: () => string, timeoutMs: number) {
  const manifest = (await (await fetchWhenUp(`http://localhost:${port}/mf-manifest.json`, timeoutMs, output)).json()) as { name: string };
  expect(manifest.name).toBe(`toolhub_${name.replace(/[^a-z0-9]/gi, '_')}`);
}

describe('a moved PORT', () => {
  it('npm start serves the catalogue and every remote on the moved block', async () => {
    const { output } = npmRun('start', START_PORT);
    const remotes = await expectMovedCatalogue(START_PORT, output, 120_000);
    for (const unit of remotes) await expectManifest(unit.port, unit.name, output, 10_000);
    expect(output()).toContain(`ToolHub is running at http://localhost:${START_PORT}`);
  }, 180_000);

  it('npm run dev serves the catalogue and the dev servers on the moved block', async () => {
    const { output } = npmRun('dev', DEV_PORT);
    const remotes = await expectMovedCatalogue(DEV_PORT, output, 120_000);
    // Ten compilers share two cores: the first manifest can take minutes.
    const remote = remotes.find((unit) => unit.name === 'developer-tools') ?? remotes[0]!;
    await expectManifest(remote.port, remote.name, output, 480_000);
    expect(output()).toContain(`ToolHub (dev) is running at http://localhost:${DEV_PORT}`);
  }, 600_000);
});
