/**
 * Text ↔ binary, hexadecimal, octal, decimal and Base32. Text becomes numbers either as its UTF-8
 * bytes (what a file or a network stores: "é" is two bytes) or as Unicode code points (one number
 * per character). Base32 is RFC 4648 over UTF-8 bytes, via @scure/base (audited, no dependencies).
 */

export const FORMATS = ['binary', 'hex', 'octal', 'decimal', 'base32'] as const;
export type Format = (typeof FORMATS)[number];
export const UNITS = ['utf8', 'codepoint'] as const;
export type Units = (typeof UNITS)[number];
export const SEPARATORS = ['space', 'none', 'comma', 'newline'] as const;
export type Separator = (typeof SEPARATORS)[number];

export const FORMAT_LABELS: Record<Format, string> = {
  binary: 'Binary',
  hex: 'Hexadecimal',
  octal: 'Octal',
  decimal: 'Decimal',
  base32: 'Base32',
};

export const RADIX: Record<Exclude<Format, 'base32'>, number> = { binary: 2, hex: 16, octal: 8, decimal: 10 };

export const isFormat = (value: string): value is Format => (FORMATS as readonly string[]).includes(value);
export const isUnits = (value: string): value is Units => (UNITS as readonly string[]).includes(value);
export const isSeparator = (value: string): value is Separator => (SEPARATORS as readonly string[]).includes(value);
