import { describe, expect, it } from 'vitest';
import { decideModal, withModalParam } from './modal-params';

const visitor = { signedIn: false, loading: false };
const member = { signedIn: true, loading: false };
const loading = { signedIn: false, loading: true };

describe('decideModal', () => {
  it.each([
    ['', visitor, null, null],
    ['q=json', member, null, null],
    ['modal=login', visitor, 'login', null],
    ['modal=signup&q=dice', visitor, 'signup', null],
    ['modal=login', member, null, ''],
    ['modal=signup&q=dice', member, null, 'q=dice'],
    ['modal=login', loading, null, null],
    ['modal=admin', visitor, null, ''],
    ['q=a&modal=', visitor, null, 'q=a'],
  ] as const)('%j for %o → show %s, replace with %j', (search, auth, show, replaceSearch) => {
    expect(decideModal(search, auth)).toEqual({ show, replaceSearch });
  });
});

describe('withModalParam', () => {
  it('sets, switches and removes the parameter, keeping the rest', () => {
    expect(withModalParam('q=dice', 'login')).toBe('q=dice&modal=login');
    expect(withModalParam('?q=dice&modal=login', 'signup')).toBe('q=dice&modal=signup');
    expect(withModalParam('modal=signup&q=a+b', null)).toBe('q=a+b');
  });
});
