import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { JOINED_QUERY, wordListModule } from './scripts/lib/word-lists.mjs';

// Unit and component tests of every package. Component tests opt into jsdom with a
// `// @vitest-environment jsdom` comment at the top of the file.
export default defineConfig({
  plugins: [
    {
      // `*.words` files become the same modules as in the build (scripts/lib/word-list-loader.mjs).
      name: 'toolhub-word-lists',
      load(id) {
        const [path = '', query] = id.split('?');
        if (!path.endsWith('.words')) return null;
        const { code, files } = wordListModule(readFileSync(path, 'utf8'), path, { joined: query !== undefined && `?${query}` === JOINED_QUERY });
        for (const file of files) this.addWatchFile(file);
        return code;
      },
    },
  ],
  test: {
    include: ['shared/src/**/*.test.{ts,tsx}', 'host/src/**/*.test.{ts,tsx}', 'remotes/*/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}', 'tests/unit/**/*.test.{ts,tsx}', 'server/**/*.test.{ts,mjs}'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    setupFiles: ['tests/setup/unit.ts'],
    testTimeout: 20_000,
  },
});
