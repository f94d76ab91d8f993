let warmed = false;

/**
 * The first Intl object a page makes loads the browser's locale data: 25–40 ms in Chromium on
 * the development machine, paid by the first tool that formats a number or a date (JSON
 * Formatter's character count) in the render that opens it. Called when a tool is about to open
 * (intent, or a click waiting for the tool's code), it does that once per page, in a task of its
 * own so the tool's requests go out first. Never when the page loads: under a phone's slower CPU
 * it would be a long task on every visit to `/`.
 */
export function warmLocaleData(): void {
  if (warmed) return;
  warmed = true;
  setTimeout(() => {
    try {
      new Intl.NumberFormat().format(0);
      new Intl.NumberFormat('en-US').format(0);
      new Intl.DateTimeFormat('en-US').format(0);
    } catch {
      // No locale data to warm: the tools format without it, as they would have.
    }
  }, 0);
}
