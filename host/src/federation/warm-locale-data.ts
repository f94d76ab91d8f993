let warmed = false;

/**
 * The first Intl object a page makes loads the browser's locale data: 25–40 ms in Chromium on a
 * fast desktop, 40–90 ms on a slower one, whichever Intl service asks first. Tools that use
 * Intl in their first render (Timestamp Converter's zones, Unit Converter's decimal marks) pay it
 * in the render that opens them; tools write dates after their first paint (the kit's
 * useLocaleReady), a render this makes cheap. Called on intent (federation/useToolIntent.ts: a
 * pointer resting on or pressed on a card, a touch, focus), it does that once per page in a task
 * of its own, while the tool's code is still on its way and before the click. Never on a click
 * without intent, where it would be a long task in front of the tool's own loading (most tools
 * format without Intl), and never when the page loads: under a phone's slower CPU it would be a
 * long task on every visit to `/`.
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
