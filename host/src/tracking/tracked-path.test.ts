import { describe, expect, it } from 'vitest';
import type { Catalogue } from '@toolhub/shared';
import snapshot from '../../../catalogue.json';
import { isPageKey, toPageKey } from './page-key';
import { STATIC_ROUTES } from '../routes/static-routes';
import { trackedPath } from './tracked-path';

const catalogue = snapshot as unknown as Catalogue;

describe('trackedPath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/json-formatter', '/json-formatter'],
    ['/json-formatter/', '/json-formatter'],
    ['/emoji-riddle', '/emoji-riddle'],
    ['/dashboard', '/dashboard'],
    ['/Dashboard/', '/dashboard'],
    ['/privacy-policy', '/privacy-policy'],
    ['/dashboard/x', '/404'],
    ['/api', '/404'],
    ['/api/news', '/404'],
    ['/404', '/404'],
    ['/no-such-tool', '/404'],
    ['/JSON-Formatter', '/404'],
    ['/json-formatter/extra', '/404'],
    ['/a.b/c~d*e', '/404'],
    ['/ünïcødé', '/404'],
    ['/' + 'x'.repeat(10_000), '/404'],
  ])('%s counts as %s', (pathname, expected) => {
    expect(trackedPath(pathname, catalogue)).toBe(expected);
  });

  it('gives every page the site has a key that firestore.rules accepts (isPageKey)', () => {
    const paths = [...catalogue.tools.map((tool) => `/${tool.path}`), ...Object.values(STATIC_ROUTES).map((route) => route.path), '/no-such-tool'];
    for (const path of paths) expect(isPageKey(toPageKey(trackedPath(path, catalogue))), path).toBe(true);
  });
});
