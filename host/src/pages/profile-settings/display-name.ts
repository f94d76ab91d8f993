/**
 * The display-name rule of profile settings: required once trimmed (as at sign-up) and at most
 * 50 characters, so it fits the menu, the greeting and anywhere else it is shown.
 */
import { DISPLAY_NAME_REQUIRED } from '../../user/validation';

export const DISPLAY_NAME_MAX_LENGTH = 50;
export const DISPLAY_NAME_TOO_LONG = `Display name must be ${DISPLAY_NAME_MAX_LENGTH} characters or fewer.`;
export const DISPLAY_NAME_SAVED = 'Display name saved.';
export { DISPLAY_NAME_REQUIRED };

/** Characters as people count them (an emoji is one), not UTF-16 units. */
export const displayNameLength = (value: string): number => Array.from(value.trim()).length;

/** The message to show, or null. "Required" waits for a save attempt; "too long" shows at once. */
export function displayNameError(value: string, submitted: boolean): string | null {
  if (displayNameLength(value) > DISPLAY_NAME_MAX_LENGTH) return DISPLAY_NAME_TOO_LONG;
  if (submitted && !value.trim()) return DISPLAY_NAME_REQUIRED;
  return null;
}
