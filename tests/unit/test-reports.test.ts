import { describe, expect, it } from 'vitest';
import { failedTests, passedOnRetry, suiteCounts } from '../../scripts/lib/test-reports.mjs';

const ROOT = '/check/work/main';
const file = (name: string, tests: { fullName: string; status: string; failureMessages: string[] }[]) => ({ name: `${ROOT}/${name}`, assertionResults: tests });

describe('suiteCounts', () => {
  it.each([
    [{ numPassedTests: 5, numFailedTests: 1, numPendingTests: 2, numTodoTests: 1 }, false, { passed: 5, failed: 1, skipped: 3 }],
    [{ numPassedTests: 5, numFailedTests: 0 }, false, { passed: 5, failed: 0, skipped: 0 }],
    // The run failed outside any test: at least one failure, or one per failed file.
    [{ numPassedTests: 5, numFailedTests: 0 }, true, { passed: 5, failed: 1, skipped: 0 }],
    [{ numPassedTests: 5, numFailedTests: 0, numFailedTestSuites: 3 }, true, { passed: 5, failed: 3, skipped: 0 }],
    [{ numPassedTests: 5, numFailedTests: 2 }, true, { passed: 5, failed: 2, skipped: 0 }],
    [{}, false, { passed: 0, failed: 0, skipped: 0 }],
  ])('%j (run failed: %s) → %j', (json, runFailed, expected) => {
    expect(suiteCounts(json, runFailed)).toEqual(expected);
  });
});

describe('passedOnRetry', () => {
  it('names each test that passed with a failed attempt on record, with the first line of its error', () => {
    const json = {
      testResults: [
        file('tests/e2e/a.e2e.test.ts', [
          { fullName: 'a works', status: 'passed', failureMessages: [] },
          { fullName: 'a logs out', status: 'passed', failureMessages: ['TimeoutError: locator.waitFor: Timeout 20000ms exceeded.\nCall log: …'] },
          { fullName: 'a fails', status: 'failed', failureMessages: ['Error: twice', 'Error: twice'] },
        ]),
        file('tests/e2e/b.e2e.test.ts', [{ fullName: 'b', status: 'skipped', failureMessages: [] }]),
      ],
    };
    expect(passedOnRetry('e2e', json, ROOT)).toEqual(['  e2e: a logs out (tests/e2e/a.e2e.test.ts): TimeoutError: locator.waitFor: Timeout 20000ms exceeded.']);
  });

  it('has nothing to say of a report without tests, or whose tests passed at once', () => {
    expect(passedOnRetry('unit', {}, ROOT)).toEqual([]);
    expect(passedOnRetry('unit', { testResults: [file('x.test.ts', [{ fullName: 'x', status: 'passed', failureMessages: [] }])] }, ROOT)).toEqual([]);
  });

  it('keeps a file outside the root by its full path', () => {
    const json = { testResults: [{ name: '/elsewhere/x.test.ts', assertionResults: [{ fullName: 'x', status: 'passed', failureMessages: ['Error: once'] }] }] };
    expect(passedOnRetry('hosting', json, ROOT)).toEqual(['  hosting: x (/elsewhere/x.test.ts): Error: once']);
  });
});

describe('failedTests', () => {
  it('names each failed test with its file and the first line of its last error', () => {
    const json = {
      testResults: [
        file('remotes/x/logic.test.ts', [
          { fullName: 'x counts', status: 'passed', failureMessages: [] },
          { fullName: 'x flakes', status: 'passed', failureMessages: ['Error: once'] },
          { fullName: 'x fails', status: 'failed', failureMessages: ['Error: first try', 'AssertionError: expected 2 to be 3\n    at …'] },
        ]),
        file('remotes/y/index.test.tsx', [{ fullName: 'y waits', status: 'failed', failureMessages: [] }]),
      ],
    };
    expect(failedTests('unit', json, ROOT)).toEqual([
      '  unit: x fails (remotes/x/logic.test.ts): AssertionError: expected 2 to be 3',
      '  unit: y waits (remotes/y/index.test.tsx): (no message)',
    ]);
  });

  it('names a file that failed outside its tests (it did not load, or a hook threw)', () => {
    const json = { testResults: [{ name: `${ROOT}/host/z.test.ts`, status: 'failed', message: 'Error: Failed to load url ./missing\nmore', assertionResults: [] }] };
    expect(failedTests('unit', json, ROOT)).toEqual(['  unit: host/z.test.ts: Error: Failed to load url ./missing']);
  });

  it('has nothing to say when everything passed', () => {
    expect(failedTests('unit', {}, ROOT)).toEqual([]);
    expect(failedTests('unit', { testResults: [{ name: `${ROOT}/a.test.ts`, status: 'passed', message: '', assertionResults: [] }] }, ROOT)).toEqual([]);
  });
});
