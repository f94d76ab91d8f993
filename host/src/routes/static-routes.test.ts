import { describe, expect, it } from 'vitest';
import { RESERVED_PATHS } from '@toolhub/shared';
import { STATIC_ROUTES, routePattern, siteSection, staticRoute, type StaticRouteId } from './static-routes';

describe('STATIC_ROUTES', () => {
  it('names exactly the paths the catalogue reserves, so no tool can shadow a host page', () => {
    expect(Object.keys(STATIC_ROUTES).sort()).toEqual([...RESERVED_PATHS].sort());
  });

  it.each<[StaticRouteId, string, string]>([
    ['', '/', '/'],
    ['404', '/404', '/404'],
    ['admin', '/admin', '/admin'],
    ['login', '/login', '/login'],
    ['signup', '/signup', '/signup'],
    ['dashboard', '/dashboard', '/dashboard'],
    ['profile-settings', '/profile-settings', '/profile-settings'],
    ['privacy-policy', '/privacy-policy', '/privacy-policy'],
    ['terms-of-service', '/terms-of-service', '/terms-of-service'],
    ['api', '/api', '/api/*'],
  ])('%j lives at %s and the router matches it with %s', (id, path, pattern) => {
    expect(STATIC_ROUTES[id].path).toBe(path);
    expect(routePattern(id)).toBe(pattern);
  });
});

describe('staticRoute', () => {
  it.each([
    ['/', ''],
    ['', ''],
    ['/admin', 'admin'],
    ['/admin/', 'admin'],
    ['/ADMIN', 'admin'],
    ['/%61dmin', 'admin'],
    ['//admin', 'admin'],
    ['/api', 'api'],
    ['/api/x/y.json', 'api'],
    ['/privacy-policy', 'privacy-policy'],
  ])('%j is the host page %j', (path, id) => {
    expect(staticRoute(path)).toBe(id);
  });

  it.each(['/admin/users', '/dashboard/x', '/json-formatter', '/administrator-tool', '/api-tester', '/%E0%A4%A', '/profile', '/tools/admin'])(
    '%j is no host page',
    (path) => {
      expect(staticRoute(path)).toBeNull();
    },
  );
});

describe('siteSection', () => {
  it.each([
    ['/Admin/Users', 'admin'],
    ['/%61pi/x', 'api'],
    ['/', ''],
    ['/%E0%A4%A', '%e0%a4%a'],
  ])('%j is in section %j', (path, section) => {
    expect(siteSection(path)).toBe(section);
  });
});
