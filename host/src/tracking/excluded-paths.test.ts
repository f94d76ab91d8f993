import { describe, expect, it } from 'vitest';
import { isExcludedLocation, isExcludedPath } from './excluded-paths';

describe('isExcludedPath', () => {
  it.each([
    '/admin',
    '/admin/',
    '/admin/users',
    '/login',
    '/signup',
    '/dashboard',
    '/profile',
    '/profile-settings',
    '/privacy',
    '/privacy-policy',
    '/terms',
    '/terms-of-service',
    '/api',
    '/api/',
    '/api/x',
    '/api/x/y.json',
    '/ADMIN',
    '/Login',
    '/%61dmin',
    '//admin',
  ])('excludes %s', (path) => {
    expect(isExcludedPath(path)).toBe(true);
  });

  it.each([
    '/',
    '',
    '/coin-flip',
    '/administrator-tool',
    '/admins',
    '/api-tester',
    '/apis',
    '/terms-generator',
    '/privacy-checker',
    '/profiles',
    '/tools/admin',
    '/dashboard-maker',
    '/%E0%A4%A',
  ])('tracks %s', (path) => {
    expect(isExcludedPath(path)).toBe(false);
  });
});

describe('isExcludedLocation', () => {
  it('counts the home page with the login or signup modal open as those pages', () => {
    expect(isExcludedLocation('/', '?modal=login')).toBe(true);
    expect(isExcludedLocation('/', '?modal=signup')).toBe(true);
    expect(isExcludedLocation('/', '?modal=feedback')).toBe(false);
    expect(isExcludedLocation('/', '')).toBe(false);
    expect(isExcludedLocation('/coin-flip', '?modal=login')).toBe(false);
  });
});
