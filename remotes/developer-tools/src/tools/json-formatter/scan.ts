/**
 * A strict JSON scanner that finds the first syntax error and says what was expected there.
 * It runs only after JSON.parse has failed, to locate errors in engines whose messages carry no
 * position and to word reasons the same way in every browser. Iterative, so deep nesting cannot
 * overflow the stack.
 */
import { charAt, unseenName } from './invisible';

export interface ScanError {
  offset: number;
  reason: string;
}

type Expect = 'value' | 'key' | 'after';

const LITERALS = ['true', 'false', 'null'] as const;

function isWhitespace(c: string | undefined): boolean {
  return c === ' ' || c === '\t' || c === '\n' || c === '\r';
}

function isDigit(c: string | undefined): boolean {
  return c !== undefined && c >= '0' && c <= '9';
}

function isHex(c: string | undefined): boolean {
  return c !== undefined && /^[0-9a-fA-F]$/.test(c);
}

function unexpected(text: string, i: number, expected: string): ScanError {
  const c = charAt(text, i);
  if (c === undefined) return { offset: i, reason: `Unexpected end of input; expected ${expected}.` };
  if (c === "'") return { offset: i, reason: 'Single quotes are not valid JSON; use double quotes.' };
  if (c === '/' && (text[i + 1] === '/' || text[i + 1] === '*'))
    return { offset: i, reason: 'Comments are not allowed in JSON.' };
  const word = /^[A-Za-z_$][\w$]*/.exec(text.slice(i, i + 32))?.[0];
  const shown = word ?? unseenName(c) ?? c;
  return { offset: i, reason: `Unexpected ${word ? `word '${shown}'` : `'${shown}'`}; expected ${expected}.` };
}

function invalidEscape(after: string | undefined): string {
  const unseen = after === undefined ? null : unseenName(after);
  return unseen ? `Invalid escape '\\' followed by ${unseen} in string.` : `Invalid escape '\\${after ?? ''}' in string.`;
}

function scanString(text: string, start: number): ScanError | number {
  let i = start + 1;
  for (;;) {
    const c = text[i];
    if (c === undefined) return { offset: start, reason: 'This string is never closed; add the missing ".' };
    if (c === '"') return i + 1;
    if (c === '\\') {
      const e = text[i + 1];
      if (e === 'u') {
        for (let k = 2; k < 6; k++) {
          if (!isHex(text[i + k])) return { offset: i, reason: 'A \\u escape needs exactly four hex digits.' };
        }
        i += 6;
        continue;
      }
      if (e === undefined || !'"\\/bfnrt'.includes(e)) return { offset: i, reason: invalidEscape(charAt(text, i + 1)) };
      i += 2;
      continue;
    }
    if (c.charCodeAt(0) < 0x20) {
      const what = c === '\n' ? 'line break' : c === '\t' ? 'tab' : 'control character';
      return { offset: i, reason: `A raw ${what} is not allowed inside a string; escape it.` };
    }
    i++;
  }
}

function scanNumber(text: string, start: number): ScanError | number {
  let i = start;
  if (text[i] === '-') i++;
  if (text[i] === '0') {
    i++;
    if (isDigit(text[i])) return { offset: start, reason: 'Numbers cannot have leading zeros.' };
  } else if (isDigit(text[i])) {
    while (isDigit(text[i])) i++;
  } else {
    return { offset: i, reason: "Expected a digit after '-'." };
  }
  if (text[i] === '.') {
    i++;
    if (!isDigit(text[i])) return { offset: i, reason: "Expected a digit after the decimal point." };
    while (isDigit(text[i])) i++;
  }
  if (text[i] === 'e' || text[i] === 'E') {
    i++;
    if (text[i] === '+' || text[i] === '-') i++;
    if (!isDigit(text[i])) return { offset: i, reason: 'Expected a digit in the exponent.' };
    while (isDigit(text[i])) i++;
  }
  return i;
}

export function scanJsonError(text: string): ScanError | null {
  const stack: ('{' | '[')[] = [];
  let expect: Expect = 'value';
  let i = 0;
  const skip = () => {
    while (isWhitespace(text[i])) i++;
  };

  for (;;) {
    skip();
    const c = text[i];
    if (expect === 'value') {
      if (c === '{' || c === '[') {
        stack.push(c);
        i++;
        skip();
        if (text[i] === (c === '{' ? '}' : ']')) {
          stack.pop();
          i++;
          expect = 'after';
        } else {
          expect = c === '{' ? 'key' : 'value';
        }
        continue;
      }
      let end: ScanError | number;
      if (c === '"') end = scanString(text, i);
      else if (c === '-' || isDigit(c)) end = scanNumber(text, i);
      else {
        const literal = LITERALS.find((word) => text.startsWith(word, i));
        if (!literal) {
          if ((c === ']' || c === '}') && stack.length > 0 && text[prevNonSpace(text, i)] === ',')
            return { offset: prevNonSpace(text, i), reason: 'Trailing commas are not allowed.' };
          return unexpected(text, i, 'a value');
        }
        end = i + literal.length;
      }
      if (typeof end !== 'number') return end;
      i = end;
      expect = 'after';
    } else if (expect === 'key') {
      if (c !== '"') {
        if (c === '}' && text[prevNonSpace(text, i)] === ',')
          return { offset: prevNonSpace(text, i), reason: 'Trailing commas are not allowed.' };
        return unexpected(text, i, 'a property name in double quotes');
      }
      const end = scanString(text, i);
      if (typeof end !== 'number') return end;
      i = end;
      skip();
      if (text[i] !== ':') return unexpected(text, i, "':' after the property name");
      i++;
      expect = 'value';
    } else {
      const top = stack[stack.length - 1];
      if (top === undefined) {
        return c === undefined ? null : unexpected(text, i, 'the end of the document (only one top-level value is allowed)');
      }
      const close = top === '{' ? '}' : ']';
      if (c === ',') {
        i++;
        expect = top === '{' ? 'key' : 'value';
      } else if (c === close) {
        stack.pop();
        i++;
      } else {
        return unexpected(text, i, `',' or '${close}' after ${top === '{' ? 'the property value' : 'the array item'}`);
      }
    }
  }
}

function prevNonSpace(text: string, i: number): number {
  let j = i - 1;
  while (j >= 0 && isWhitespace(text[j])) j--;
  return j;
}
