import { describe, expect, it } from 'vitest';
import { describeError } from './describe-error';
import { BackendError } from '../backend/errors';

describe('describeError', () => {
  it.each([
    [new BackendError('permission-denied', 'Missing or insufficient permissions.'), 'Missing or insufficient permissions. (permission-denied)'],
    [new BackendError('unavailable'), 'unavailable'],
    [new BackendError('unavailable', 'The service is unavailable.'), 'The service is unavailable. (unavailable)'],
    [new Error('boom'), 'boom'],
    ['plain text', 'plain text'],
    [new Error(''), 'unknown error'],
    [{ code: 'x' }, 'unknown error (x)'],
    [undefined, 'unknown error'],
  ])('backend and other errors: %j → %s', (error, expected) => {
    expect(describeError(error)).toBe(expected);
  });

  it.each<[unknown, string]>([
    [new Error('Failed to fetch'), 'Failed to fetch'],
    [Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }), 'Missing or insufficient permissions. (permission-denied)'],
    [Object.assign(new Error('permission-denied'), { code: 'permission-denied' }), 'permission-denied'],
    ['plain text', 'plain text'],
    [42, 'unknown error'],
    [new Error('   '), 'unknown error'],
  ])('%o → %s', (error, expected) => {
    expect(describeError(error)).toBe(expected);
  });
});
