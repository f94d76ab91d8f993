import { defineConfig } from 'vitest/config';

// The backend contract suite (local adapter in Node, Firebase adapter on the emulators) and the
// Firestore rules tests. Run through tests/contract/run-emulator-suite.mjs, which starts the Auth
// emulator first; run directly, the emulator parts are skipped with the reason.
export default defineConfig({
  test: {
    include: ['tests/contract/**/*.contract.test.ts', 'tests/rules/**/*.rules.test.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // An emulator's first snapshot or write can take seconds (a cold JVM, a busy machine).
    expect: { poll: { timeout: 10_000 } },
  },
});
