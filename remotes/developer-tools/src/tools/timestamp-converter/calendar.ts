/** Calendar arithmetic on proleptic Gregorian dates, valid across the whole JavaScript date range. */

/** Date.UTC without its 0–99 → 1900s surprise. */
export function utcMs(year: number, monthIndex: number, day: number, hour = 0, minute = 0, second = 0, ms = 0): number {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  date.setUTCHours(hour, minute, second, ms);
  return date.getTime();
}

export function daysInMonth(year: number, month: number): number {
  return new Date(utcMs(year, month + 1, 0)).getUTCDate();
}

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const DAYS_BEFORE_MONTH = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];

/** 1-based day of the year, by arithmetic so it also works where Jan 1 is outside JS range. */
export function dayOfYear(year: number, monthIndex: number, day: number): number {
  return (DAYS_BEFORE_MONTH[monthIndex] ?? 0) + day + (monthIndex > 1 && isLeap(year) ? 1 : 0);
}

/** ISO 8601 week date: weeks start on Monday and week 1 holds the year's first Thursday. */
export function isoWeek(year: number, monthIndex: number, day: number): { year: number; week: number; weekday: number } {
  const weekday = ((new Date(utcMs(year, monthIndex, day)).getUTCDay() + 6) % 7) + 1;
  let weekYear = year;
  let thursday = dayOfYear(year, monthIndex, day) + 4 - weekday;
  if (thursday < 1) {
    weekYear -= 1;
    thursday += isLeap(weekYear) ? 366 : 365;
  } else if (thursday > (isLeap(year) ? 366 : 365)) {
    thursday -= isLeap(year) ? 366 : 365;
    weekYear += 1;
  }
  return { year: weekYear, week: Math.floor((thursday - 1) / 7) + 1, weekday };
}
