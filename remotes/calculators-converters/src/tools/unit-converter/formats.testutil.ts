/** Decimal marks and number formats shared by the unit converter's tests. */
import type { FormatOptions } from './number';

export const EN = { decimal: '.', group: ',' };
export const DE = { decimal: ',', group: '.' };
export const SIG10: FormatOptions = { rounding: 'sig', digits: 10, group: true, separators: EN };
