/**
 * A number as `value.toLocaleString('en-US')` writes it ("1,234,567.891", at most three decimals,
 * rounded half away from zero on the number's shortest decimal form, "-0" kept), without Intl:
 * the first Intl object a page makes loads the browser's locale data, 20–45 ms on a desktop and
 * four times that on a phone, inside the render that opens the tool. Hand-written for that reason
 * only; a property test holds it to toLocaleString for every double.
 */
export function formatNumber(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (!Number.isFinite(value)) return `${sign}∞`;
  const [whole, fraction] = roundedDigits(String(Math.abs(value)));
  return `${sign}${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`;
}

const MAX_FRACTION_DIGITS = 3;

/** "1.0005" → ["1", "001"]; "5e-7" → ["0", ""]; "1.5e+21" → ["1500000000000000000000", ""]. */
function roundedDigits(shortest: string): [string, string] {
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(shortest);
  if (!match) return [shortest, ''];
  const [, head = '', tail = '', exponent = '0'] = match;
  const digits = head + tail;
  const point = head.length + Number(exponent);
  let whole = point <= 0 ? '0' : digits.slice(0, point).padEnd(point, '0');
  let fraction = point <= 0 ? '0'.repeat(-point) + digits : digits.slice(point);
  if (fraction.length > MAX_FRACTION_DIGITS) {
    const roundUp = (fraction[MAX_FRACTION_DIGITS] ?? '0') >= '5';
    fraction = fraction.slice(0, MAX_FRACTION_DIGITS);
    if (roundUp) [whole, fraction] = incremented(whole, fraction);
  }
  return [whole.replace(/^0+(?=\d)/, ''), fraction.replace(/0+$/, '')];
}

/** Adds one unit in the last place of whole.fraction: ("9", "999") → ("10", "000"). */
function incremented(whole: string, fraction: string): [string, string] {
  const digits = (whole + fraction).split('');
  let index = digits.length - 1;
  while (index >= 0 && digits[index] === '9') {
    digits[index] = '0';
    index -= 1;
  }
  if (index < 0) digits.unshift('1');
  else digits[index] = String(Number(digits[index]) + 1);
  const cut = digits.length - fraction.length;
  return [digits.slice(0, cut).join(''), digits.slice(cut).join('')];
}

function groupThousands(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
