import { usePainted } from './usePainted';

/**
 * Dates and times in the visitor's locale, and when a tool may write them.
 *
 * The first date a page formats loads the browser's locale data: 45–65 ms in Chromium on a slow
 * desktop, four times that on a phone. A tool that writes a date in the render that opens it
 * (a history's times, a daily puzzle's date) pays that inside the click. So a tool writes dates
 * only once `useLocaleReady()` says so: in a render of their own after the tool's first paint,
 * or at once when this page has already formatted a date.
 */

const formats = new Map<string, Intl.DateTimeFormat>();
let formatted = false;

export type MomentInput = Date | number | string;

/**
 * `at` as the visitor's locale writes it with these options ("3:45 PM", "Sat, Nov 28"); one
 * Intl.DateTimeFormat per set of options, made on first use. An invalid moment gives "".
 */
export function formatDateTime(at: MomentInput, options: Intl.DateTimeFormatOptions): string {
  const time = at instanceof Date ? at.getTime() : typeof at === 'number' ? at : Date.parse(at);
  if (!Number.isFinite(time)) return '';
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(undefined, options);
    formats.set(key, format);
  }
  formatted = true;
  try {
    return format.format(time);
  } catch {
    // Beyond the range Intl can write (±8.64e15 ms is Date's own limit, so this is belt and braces).
    return '';
  }
}

/**
 * False in the render that opens a tool (when this page has not formatted a date yet), then true
 * in a render of its own after the browser has painted the tool: not React's deferred render,
 * which is a task queued right behind the opening one and can run before that frame. Write dates
 * with formatDateTime only when it is true; until then show nothing in their place.
 */
export function useLocaleReady(): boolean {
  return usePainted(formatted);
}
