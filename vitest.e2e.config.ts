import { defineConfig } from 'vitest/config';

// End-to-end tests: the real built site, served on localhost, driven in the system's Chromium.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The browser works at its own pace on a busy 2-core machine: a page state that arrives in
    // 50 ms here can take seconds there. Polls wait for it rather than fail at vitest's 1 s default.
    expect: { poll: { timeout: 10_000 } },
  },
});
