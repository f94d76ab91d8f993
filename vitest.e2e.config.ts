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
    // One more try for a test that fails: about one run in two on the 2-core CI machine had one
    // test (a different one each time) wait 20–30 s for a page state that came within seconds in
    // every rerun. A test that fails twice fails; one that passes on its retry is named, with the
    // first attempt's error, under the run's summary (scripts/test-all.mjs), and its page's last
    // events and accessibility tree are printed with the failure (support/browser.ts).
    retry: 1,
  },
});
