import { describe, expect, it } from 'vitest';
import { isLoopbackHost } from './loopback-host';

describe('isLoopbackHost', () => {
  it.each([
    'localhost',
    'LOCALHOST',
    'localhost.',
    'app.localhost',
    'a.b.localhost',
    '127.0.0.1',
    '127.1.2.3',
    '127.255.255.255',
    '::1',
    '[::1]',
    '0:0:0:0:0:0:0:1',
    new URL('http://[0:0::1]:3000/').hostname,
    new URL('http://0x7f.1/').hostname,
  ])('%j is this computer', (host) => {
    expect(isLoopbackHost(host)).toBe(true);
  });

  it.each([
    '',
    'toolhub.test',
    'example.com',
    'localhost.example.com',
    'mylocalhost',
    'localhost-dev',
    '.localhost',
    '128.0.0.1',
    '10.0.0.1',
    '192.168.1.2',
    '0.0.0.0',
    '127.0.0.256',
    '127.0.0',
    '1270.0.0.1',
    '::2',
    '[::]',
    '::ffff:127.0.0.1',
    ' localhost',
    'x'.repeat(10_000),
  ])('%j is not', (host) => {
    expect(isLoopbackHost(host)).toBe(false);
  });
});
