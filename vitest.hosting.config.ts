import { defineConfig } from 'vitest/config';

// The site under the Firebase Hosting and Functions emulators (issue 15 §1). Run through
// tests/hosting/run-hosting-suite.mjs (`npm run test:hosting`), which deploys the built site to
// the emulated environment and starts the emulators first.
export default defineConfig({
  test: {
    // Two phases (run-hosting-suite.mjs): the site, then the news function with App Check enforced.
    include: process.env.HOSTING_PHASE === 'app-check' ? ['tests/hosting/**/*.app-check.test.ts'] : ['tests/hosting/**/*.test.ts'],
    exclude: process.env.HOSTING_PHASE === 'app-check' ? [] : ['tests/hosting/**/*.app-check.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    expect: { poll: { timeout: 10_000 } },
  },
});
