import { defineConfig } from 'vitest/config';

// The site under the Firebase Hosting and Functions emulators (issue 15 §1). Run through
// tests/hosting/run-hosting-suite.mjs (`npm run test:hosting`), which deploys the built site to
// the emulated environment and starts the emulators first.
export default defineConfig({
  test: {
    include: ['tests/hosting/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    expect: { poll: { timeout: 10_000 } },
  },
});
