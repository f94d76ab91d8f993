import { expect, onTestFailed } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page, type Response as PageResponse } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

export interface ObservedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors, uncaught page errors and CSP violations, in order. */
  errors: string[];
  /** Every URL the page requested. */
  requests: string[];
}

/** How many of a page's last events a failing test prints (console lines, errors, navigations). */
const EVENTS_SHOWN = 40;

/**
 * What a page did, kept so that a failing test says it: each console message (every level),
 * uncaught error, navigation, reload and crash, with the seconds since the page opened. A wait
 * that times out then shows what the page was doing instead of only what it was not.
 */
function recordEvents(page: Page): string[] {
  const started = Date.now();
  const events: string[] = [];
  const note = (line: string) => events.push(`${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  ${line}`);
  page.on('console', (message) => note(`console.${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => note(`uncaught: ${error.message}`));
  page.on('framenavigated', (frame) => frame === page.mainFrame() && note(`navigated: ${frame.url()}`));
  page.on('load', () => note('load'));
  page.on('crash', () => note('the page crashed'));
  page.on('close', () => note('closed'));
  return events;
}

/** Registers the print-out of `events` for when the running test fails (nothing outside a test). */
function printEventsIfTheTestFails(events: string[]): void {
  try {
    onTestFailed(() => {
      const shown = events.slice(-EVENTS_SHOWN);
      const skipped = events.length - shown.length;
      console.log(['The page’s last events before the failure:', ...(skipped ? [`  … ${skipped} earlier`] : []), ...shown.map((line) => `  ${line}`)].join('\n'));
    });
  } catch {
    // Opened in a hook, not a test: there is no test to report on.
  }
}

/** The page's accessibility tree as a screen reader would read it, for a failing test's report. */
export async function describePage(page: Page): Promise<string> {
  if (page.isClosed()) return 'The page was closed.';
  const snapshot = await page
    .locator('body')
    .ariaSnapshot({ timeout: 5_000 })
    .catch((error: unknown) => `(no snapshot: ${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
  const lines = snapshot.split('\n');
  const shown = lines.length > 80 ? [...lines.slice(0, 80), `… ${lines.length - 80} more lines`] : lines;
  return [`The page at ${page.url()} when the test failed:`, ...shown].join('\n');
}

export async function openPage(
  browser: Browser,
  options: { viewport?: keyof typeof VIEWPORTS; colorScheme?: 'light' | 'dark' } = {},
): Promise<ObservedPage> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[options.viewport ?? 'desktop'],
    colorScheme: options.colorScheme ?? 'light',
    hasTouch: options.viewport === 'phone',
    isMobile: options.viewport === 'phone',
  });
  const errors: string[] = [];
  const requests: string[] = [];
  // Content-Security-Policy violations (enforced and report-only) count as errors: Chromium's own
  // "Refused to…" lines are log entries, not console calls, so they would otherwise go unseen.
  await context.exposeFunction('__toolhubCspViolation', (line: string) => errors.push(line));
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { __toolhubCspViolation: (line: string) => void }).__toolhubCspViolation;
        const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
        const mode = event.disposition === 'report' ? ' (report-only)' : '';
        void report(`CSP violation${mode}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'}${where}`);
      },
      true,
    );
  });
  const page = await context.newPage();
  printEventsIfTheTestFails(recordEvents(page));
  waitForAppOnNavigation(page);
  // Unknown addresses answer HTTP 404 with the not-found page, by design; Chromium logs the
  // document's status as a failed resource, which is not the page's error.
  const notFoundDocuments = new Set<string>();
  page.on('response', (response) => {
    if (response.status() === 404 && response.request().isNavigationRequest()) notFoundDocuments.add(response.url());
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (message.text().startsWith('Failed to load resource') && notFoundDocuments.has(message.location().url)) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('request', (request) => requests.push(request.url()));
  return { page, context, errors, requests };
}

/**
 * The suite's `withPage(viewport, body, colorScheme)`: opens a fresh context, runs the body, and
 * fails on any console error or uncaught exception; on failure it prints what the page showed.
 */
export function pageRunner(suite: { browser: Browser }) {
  return async function withPage(
    viewport: keyof typeof VIEWPORTS,
    body: (page: Page, context: BrowserContext) => Promise<void>,
    colorScheme: 'light' | 'dark' = 'light',
  ) {
    const { page, errors, context } = await openPage(suite.browser, { viewport, colorScheme });
    try {
      await body(page, context);
      expect(errors).toEqual([]);
    } catch (failure) {
      console.log(await describePage(page));
      throw failure;
    } finally {
      await context.close();
    }
  };
}

/** The path of the page's address. */
export const pathOf = (page: Page) => new URL(page.url()).pathname;
/** The query of the page's address, with its "?" (or ""). */
export const searchOf = (page: Page) => new URL(page.url()).search;

/**
 * Resolves once the page has answered what the test just did: no change to the document for
 * `quietMs` (a message, a table from a worker), or after `maxMs` whatever happens. Faster than a
 * fixed wait when the answer is immediate, and as sure when it is not.
 */
export function domSettled(page: Page, quietMs = 250, maxMs = 3_000): Promise<void> {
  return page.evaluate(
    ([quiet, max]) =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(done, quiet);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, quiet);
        });
        const cap = setTimeout(done, max);
        function done() {
          observer.disconnect();
          clearTimeout(timer);
          clearTimeout(cap);
          resolve();
        }
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      }),
    [quietMs, maxMs] as const,
  );
}

/** How long a navigation waits for the app before the test goes on (and fails on its own terms). */
const APP_WAIT_MS = 10_000;

/**
 * The site's pages are pre-rendered: their name and description are on screen before the app
 * runs, and the app starts once that page is painted (host/src/index.ts), which may be after the
 * load event a navigation waits for. Navigations of this page therefore also wait for the app's
 * own <main id="main">, as a person waits for a page that answers before pressing keys on it.
 * Documents without the app's #root (a JSON file, the service worker) are not waited for.
 */
function waitForAppOnNavigation(page: Page): void {
  const appRendered = () =>
    page
      .waitForFunction(() => !document.querySelector('#root') || document.querySelector('#root main#main') !== null, null, { timeout: APP_WAIT_MS })
      .then(() => undefined)
      .catch(() => undefined);
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<PageResponse | null>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        await appRendered();
        return response;
      },
    });
  }
}

