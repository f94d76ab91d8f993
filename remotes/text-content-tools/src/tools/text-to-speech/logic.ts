export { MAX_CHUNK_LENGTH, chunkIndexAt, chunksOfRange, isSpeakable, splitIntoChunks, spokenRange } from './chunks';
export type { Chunk, TextRange } from './chunks';
export { groupVoices, normalizeLang, pickVoice, voiceLabel } from './voices';
export type { VoiceGroup, VoiceInfo } from './voices';

export interface SettingRange {
  min: number;
  max: number;
  step: number;
  fallback: number;
}

/** Speech rates outside 0.5–2 are unintelligible or ignored by most engines, though the API allows 0.1–10. */
export const RATE: SettingRange = { min: 0.5, max: 2, step: 0.1, fallback: 1 };
export const PITCH: SettingRange = { min: 0, max: 2, step: 0.1, fallback: 1 };
export const VOLUME: SettingRange = { min: 0, max: 1, step: 0.05, fallback: 1 };

/** Reads a slider value from the URL: anything unreadable falls back, anything outside is clamped. */
export function parseSetting(raw: string | null | undefined, range: SettingRange): number {
  if (raw === null || raw === undefined || raw.trim() === '') return range.fallback;
  const value = Number(raw);
  if (!Number.isFinite(value)) return range.fallback;
  // Snapped to the slider's step so "1.234" and the slider agree.
  const snapped = Number((Math.round(value / range.step) * range.step).toFixed(2));
  return Math.min(range.max, Math.max(range.min, snapped));
}

/** How the setting is written into the URL: short, no float noise. */
export function formatSetting(value: number): string {
  return String(Number(value.toFixed(2)));
}

export const SPEAKING_WPM = 160;

/** Listening time at the chosen rate, as "about 2 min 30 s". */
export function listeningTime(text: string, rate: number): string {
  const words = text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
  if (words === 0) return '';
  const seconds = Math.max(1, Math.round((words / (SPEAKING_WPM * rate)) * 60));
  if (seconds < 60) return `about ${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest === 0 ? `about ${minutes} min` : `about ${minutes} min ${rest} s`;
}
