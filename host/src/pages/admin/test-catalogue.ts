import type { Catalogue, CatalogueTool } from '@toolhub/shared';

const tool = (path: string, name: string, category: string, isAvailable = true): CatalogueTool => ({
  name,
  path,
  description: `${name} description`,
  icon: name.slice(0, 1),
  isAvailable,
  category,
});

/** A small catalogue for the dashboard's tests: two remotes, one of them with a coming-soon tool. */
export const TEST_CATALOGUE: Catalogue = {
  version: 1,
  remotes: {
    'developer-tools': { entry: 'https://dev.example.test/mf-manifest.json' },
    'fun-games': { entry: 'https://fun.example.test/mf-manifest.json' },
  },
  categories: [
    { id: 'developer-tools', name: 'Developer Tools', remote: 'developer-tools' },
    { id: 'fun-games', name: 'Fun & Games', remote: 'fun-games' },
  ],
  tools: [
    tool('json-formatter', 'JSON Formatter', 'developer-tools'),
    tool('base64', 'Base64', 'developer-tools'),
    tool('regex-tester', 'Regex Tester', 'developer-tools', false),
    tool('dice-roller', 'Dice Roller', 'fun-games'),
  ],
};
