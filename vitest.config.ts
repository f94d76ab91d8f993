import { defineConfig } from 'vitest/config';

// Unit and component tests of every package. Component tests opt into jsdom with a
// `// @vitest-environment jsdom` comment at the top of the file.
export default defineConfig({
  test: {
    include: ['shared/src/**/*.test.{ts,tsx}', 'host/src/**/*.test.{ts,tsx}', 'remotes/*/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}', 'tests/unit/**/*.test.{ts,tsx}', 'server/**/*.test.{ts,mjs}'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    setupFiles: ['tests/setup/unit.ts'],
    testTimeout: 20_000,
  },
});
