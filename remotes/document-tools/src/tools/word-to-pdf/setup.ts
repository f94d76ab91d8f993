/**
 * The page setup: the strings kept in the URL, checked and turned into page geometry by Text to
 * PDF's settings (the same limits and messages), with what this tool does not offer fixed.
 */
import { DEFAULT_RAW, parseSettings, type ParsedSettings } from '../text-to-pdf/settings';

/** Line height as a multiple of the font size: near Word's "1.08 lines" with DejaVu's tall glyphs. */
export const LINE_HEIGHT = 1.3;

/** The page setup as typed (and as kept in the URL). */
export interface RawSetup {
  size: string;
  orientation: string;
  margin: string;
  fontSize: string;
  pageNumbers: string;
}

export const QUERY_KEYS: Record<keyof RawSetup, string> = { size: 'size', orientation: 'orient', margin: 'margin', fontSize: 'fs', pageNumbers: 'num' };

export const DEFAULT_SETUP: RawSetup = { size: 'a4', orientation: 'portrait', margin: '20', fontSize: '11', pageNumbers: '1' };

/** Text to PDF's checks and page geometry for this tool's few settings. */
export function parseSetup(raw: RawSetup): ParsedSettings {
  return parseSettings({ ...DEFAULT_RAW, ...raw, font: 'sans', lineHeight: String(LINE_HEIGHT), tabSize: '4', title: '' });
}

