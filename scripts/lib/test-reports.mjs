// @ts-check
/**
 * Reading vitest's JSON reports for `npm test`'s summary: a suite's counts, and the tests that
 * passed only on their retry (vitest keeps the failed attempt's error on a test that then passed),
 * and the tests that failed, named under the summary so a CI log's tail says which.
 */

/**
 * @typedef {{ fullName: string, status: string, failureMessages: string[] }} AssertionResult
 * @typedef {{
 *   numPassedTests?: number, numFailedTests?: number, numPendingTests?: number, numTodoTests?: number,
 *   numFailedTestSuites?: number,
 *   testResults?: { name: string, status?: string, message?: string, assertionResults: AssertionResult[] }[],
 * }} JsonReport
 */

/**
 * The suite's counts; a run that failed outside any test (a setup error, a file that did not
 * load) counts at least one failure.
 * @param {JsonReport} json
 * @param {boolean} runFailed
 */
export function suiteCounts(json, runFailed) {
  const counts = {
    passed: json.numPassedTests ?? 0,
    failed: json.numFailedTests ?? 0,
    skipped: (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0),
  };
  if (runFailed && counts.failed === 0) counts.failed = Math.max(1, json.numFailedTestSuites ?? 0);
  return counts;
}

/** @param {string} name  @param {string} root */
const relative = (name, root) => (name.startsWith(`${root}/`) ? name.slice(root.length + 1) : name);
/** @param {string | undefined} message */
const firstLine = (message) => (message ?? '').split('\n')[0];

/**
 * One line per test that passed after a failed attempt: the suite, the test, its file (relative
 * to `root`) and the first line of the first attempt's error.
 * @param {string} suite
 * @param {JsonReport} json
 * @param {string} root
 */
export function passedOnRetry(suite, json, root) {
  return (json.testResults ?? []).flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'passed' && test.failureMessages.length > 0)
      .map((test) => `  ${suite}: ${test.fullName} (${relative(file.name, root)}): ${firstLine(test.failureMessages[0])}`),
  );
}

/**
 * One line per failed test (the first line of its last attempt's error), and per file that failed
 * outside its tests (it did not load, or a hook threw).
 * @param {string} suite
 * @param {JsonReport} json
 * @param {string} root
 */
export function failedTests(suite, json, root) {
  return (json.testResults ?? []).flatMap((file) => [
    ...(file.status === 'failed' && file.message ? [`  ${suite}: ${relative(file.name, root)}: ${firstLine(file.message)}`] : []),
    ...file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `  ${suite}: ${test.fullName} (${relative(file.name, root)}): ${firstLine(test.failureMessages.at(-1)) || '(no message)'}`),
  ]);
}
