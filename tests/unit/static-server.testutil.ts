/**
 * The static server's test fixture (static-server-*.test.ts): a root of a few files, with a
 * secret beside it and links out of it, served over real HTTP on 127.0.0.1 (ports 5220–5229,
 * each test file its own, as vitest runs files side by side). Raw request targets go out as
 * written: no client normalises `..` away here.
 */
import { afterAll, beforeAll } from 'vitest';
import { request, type IncomingHttpHeaders, type ServerResponse, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStaticServer, listen } from '../../scripts/lib/static-server.mjs';

export const SECRET = 'TOP-SECRET-OUTSIDE-THE-ROOT';
export const INDEX = '<!doctype html><title>ToolHub</title><script>doSomething();</script>';
export const APP = `console.log(${JSON.stringify('x'.repeat(5000))});`;
export const MANIFEST = JSON.stringify({ id: 'remote', metaData: { remoteEntry: { name: 'remoteEntry.0123abcd.js' } }, padding: 'y'.repeat(2000) });

export const TRAVERSALS = [
  '/../outside/secret.txt',
  '/./../outside/secret.txt',
  '/..%2foutside%2fsecret.txt',
  '/..%2Foutside/secret.txt',
  '/%2e%2e/outside/secret.txt',
  '/%2e%2e%2foutside%2fsecret.txt',
  '/%252e%252e%252foutside%252fsecret.txt',
  '/..\\outside\\secret.txt',
  '/..%5coutside%5csecret.txt',
  '/....//outside/secret.txt',
  '/....//....//outside/secret.txt',
  '/.../outside/secret.txt',
  '/%c0%ae%c0%ae/outside/secret.txt',
  '/%ZZ/secret.txt',
  '/index.html%00.js',
  '/%00',
  '/main.0123abcd.js%00',
  '//etc/passwd',
  '/%2fetc%2fpasswd',
  '/etc/passwd',
  '/C:/Windows/win.ini',
  '/C:%5cWindows%5cwin.ini',
  '/leak.txt',
  '/escape/secret.txt',
  '/escape%2fsecret.txt',
  '/assets/../../outside/secret.txt',
];

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export function send(port: number, path: string, { method = 'GET', headers = {} as Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * The status a server answers to a request too big to send whole: written on a bare socket, read
 * from whatever arrives before the server closes or resets the connection (a server that refuses
 * a 100 KB header answers 431 and drops the rest; Node 22+ then resets, which a request() reports
 * as ECONNRESET before its answer).
 */
export function statusOfOversized(port: number, path: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const lines = [`GET ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close', ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
    const socket = connect(port, '127.0.0.1', () => socket.write(`${lines.join('\r\n')}\r\n\r\n`));
    let received = '';
    const settle = (error?: Error) => {
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(received);
      if (status) resolve(Number(status[1]));
      else reject(error ?? new Error(`no HTTP answer, only ${JSON.stringify(received.slice(0, 80))}`));
    };
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', settle);
    socket.on('close', () => settle());
  });
}

export const text = (answer: Answer) => answer.body.toString('utf8');

const headers = () => ({ 'X-Test-Header': 'on every answer' });
const routes = {
  '/catalogue.json': (_req: unknown, res: ServerResponse) => {
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify({ version: 1, padding: 'z'.repeat(3000) }));
  },
};
const pages = async (path: string) => (path === '/known' || path === '/' ? { status: 200, html: `<p>page ${path}</p>` } : { status: 404, html: '<p>not found</p>' });

/** The servers a test file may start on the root: the host's kinds and a remote's. */
const SERVERS = {
  /** SPA fallback and a route (catalogue.json). */
  spa: (root: string) => createStaticServer({ root, spa: true, routes, headers }),
  /** Files only. */
  files: (root: string) => createStaticServer({ root, headers }),
  /** A remote: files readable by http://localhost:5220. */
  remote: (root: string) => createStaticServer({ root, cors: ['http://localhost:5220'], headers }),
  /** The host's pages for paths without an extension. */
  pages: (root: string) => createStaticServer({ root, pages, headers }),
};

/**
 * Before the file's tests, writes the root and starts the servers named in `ports` on theirs;
 * after them, stops the servers and removes the root. `root` is set once they run.
 */
export function staticServers(ports: Partial<Record<keyof typeof SERVERS, number>>): { root: string } {
  const fixture = { root: '' };
  let dir: string;
  const servers: Server[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'toolhub-static-'));
    const root = join(dir, 'root');
    fixture.root = root;
    mkdirSync(join(root, 'assets'), { recursive: true });
    mkdirSync(join(dir, 'outside'));
    writeFileSync(join(dir, 'outside', 'secret.txt'), SECRET);
    writeFileSync(join(root, 'index.html'), INDEX);
    writeFileSync(join(root, 'main.0123abcd.js'), APP);
    writeFileSync(join(root, 'mf-manifest.json'), MANIFEST);
    writeFileSync(join(root, 'assets', 'core.wasm'), Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]));
    writeFileSync(join(root, '..%2fsecret.txt'), 'a file whose name only looks hostile');
    // Links inside the root that lead outside it: a file and a directory.
    symlinkSync(join(dir, 'outside', 'secret.txt'), join(root, 'leak.txt'));
    symlinkSync(join(dir, 'outside'), join(root, 'escape'));

    for (const [kind, port] of Object.entries(ports) as [keyof typeof SERVERS, number][]) {
      servers.push(await listen(SERVERS[kind](root), port));
    }
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); })));
    rmSync(dir, { recursive: true, force: true });
  });

  return fixture;
}
