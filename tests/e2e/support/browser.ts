import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

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
