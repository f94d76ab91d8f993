import type { IncomingMessage } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { APP_CHECK_HEADER, appCheckEnforced, createAppCheckGate } from './app-check-gate.mjs';

const request = (headers: Record<string, string | string[]> = {}) => ({ headers }) as unknown as IncomingMessage;

describe('createAppCheckGate', () => {
  it('lets every request through when enforcement is off, without asking App Check', async () => {
    const verify = vi.fn(async () => ({}));
    const gate = createAppCheckGate({ enforce: false, verify });
    expect(await gate(request())).toBe(true);
    expect(verify).not.toHaveBeenCalled();
  });

  it('with enforcement, answers only requests whose token App Check verifies', async () => {
    const verify = vi.fn(async (token: string) => {
      if (token !== 'good') throw new Error('invalid token');
      return { appId: 'web' };
    });
    const warn = vi.fn();
    const gate = createAppCheckGate({ enforce: true, verify, warn });
    expect(await gate(request())).toBe(false);
    expect(await gate(request({ [APP_CHECK_HEADER]: '' }))).toBe(false);
    expect(await gate(request({ [APP_CHECK_HEADER]: 'forged' }))).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(await gate(request({ [APP_CHECK_HEADER]: 'good' }))).toBe(true);
    expect(await gate(request({ [APP_CHECK_HEADER]: ['good', 'other'] }))).toBe(true);
    expect(verify).toHaveBeenCalledWith('good');
  });
});

describe('appCheckEnforced', () => {
  it.each([
    [{}, false],
    [{ APP_CHECK_ENFORCE: '' }, false],
    [{ APP_CHECK_ENFORCE: 'false' }, false],
    [{ APP_CHECK_ENFORCE: 'yes' }, false],
    [{ APP_CHECK_ENFORCE: 'true' }, true],
    [{ APP_CHECK_ENFORCE: ' TRUE ' }, true],
    [{ APP_CHECK_ENFORCE: '1' }, true],
  ])('%j → %s', (env, expected) => {
    expect(appCheckEnforced(env)).toBe(expected);
  });
});
