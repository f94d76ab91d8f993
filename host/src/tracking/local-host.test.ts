import { describe, expect, it } from 'vitest';
import { isLocalHost } from './local-host';

describe('isLocalHost', () => {
  it.each(['localhost', 'LOCALHOST', 'localhost.', 'app.localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]', ''])('skips %j', (host) => {
    expect(isLocalHost(host)).toBe(true);
  });

  it.each(['toolhub.test', 'example.com', 'localhost.example.com', 'mylocalhost', '128.0.0.1', '10.0.0.1', '192.168.1.2', '::2', '1270.0.0.1', '0.0.0.0'])(
    'tracks %j',
    (host) => {
      expect(isLocalHost(host)).toBe(false);
    },
  );
});
