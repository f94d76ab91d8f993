/** Saying what happened when a wall time fell on a clock change: skipped (spring) or repeated (autumn). */
import { formatOffset } from './format';
import { zoneOffsetMs, type WallReading } from './zones';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export interface WallNote {
  warning: string;
  /** The other meaning of a repeated time, as input text with its offset. */
  choice: { label: string; text: string } | null;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** "02:30", or "02:30:15" when there are seconds; `wall` is a wall time given as if it were UTC. */
function clock(wall: number): string {
  const date = new Date(wall);
  const seconds = date.getUTCSeconds();
  return `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}${seconds ? `:${pad(seconds)}` : ''}`;
}

function day(wall: number): string {
  const date = new Date(wall);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** "UTC−4", "UTC+5:30", with a real minus sign. */
export function shortOffset(offsetMs: number): string {
  const minutes = Math.round(offsetMs / 60_000);
  const size = Math.abs(minutes);
  return `UTC${minutes < 0 ? '−' : '+'}${Math.floor(size / 60)}${size % 60 ? `:${pad(size % 60)}` : ''}`;
}

/** The zone's abbreviation at that instant ("EDT"), or null where it has only "GMT+2" style names. */
function abbreviation(ms: number, timeZone: string): string | null {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(ms).find((part) => part.type === 'timeZoneName')?.value;
    return name && !/^(GMT|UTC)/.test(name) ? name : null;
  } catch {
    return null;
  }
}

/** "EDT, UTC−4" or "UTC+2". */
function zoneLabel(ms: number, timeZone: string): string {
  const offset = shortOffset(zoneOffsetMs(ms, timeZone));
  const name = abbreviation(ms, timeZone);
  return name ? `${name}, ${offset}` : offset;
}

/** "EDT (UTC−4)" or "UTC+2". */
function zoneWords(ms: number, timeZone: string): string {
  const offset = shortOffset(zoneOffsetMs(ms, timeZone));
  const name = abbreviation(ms, timeZone);
  return name ? `${name} (${offset})` : offset;
}

/** The warning for a skipped or repeated wall time (null for an ordinary one). */
export function describeWall(reading: WallReading, wall: number, timeZone: string): WallNote | null {
  if (reading.kind === 'unique') return null;
  const when = `on ${day(wall)} in ${timeZone}`;
  if (reading.kind === 'gap') {
    const shown = wall + reading.offsetAfter - reading.offsetBefore;
    return {
      warning: `${clock(wall)} does not exist ${when}: clocks jumped from ${clock(reading.changeAt + reading.offsetBefore)} to ${clock(reading.changeAt + reading.offsetAfter)}. Showing ${clock(shown)} ${zoneWords(reading.ms, timeZone)}.`,
      choice: null,
    };
  }
  const first = zoneLabel(reading.earlier, timeZone);
  const second = zoneLabel(reading.later, timeZone);
  const secondWords = zoneWords(reading.later, timeZone);
  const date = new Date(wall).toISOString().slice(0, 10);
  const time = new Date(wall).toISOString().slice(11, 19).replace(/:00$/, '');
  return {
    warning: `${clock(wall)} happens twice ${when}: clocks went back from ${clock(reading.changeAt + reading.offsetEarlier)} to ${clock(reading.changeAt + reading.offsetLater)}. Showing the first (${first}); the second is ${secondWords}.`,
    choice: { label: `Use the second (${second})`, text: `${date}T${time}${formatOffset(reading.offsetLater)}` },
  };
}
