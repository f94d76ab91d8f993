/**
 * Controls that already give Space a meaning: fields take typed spaces; buttons, links and
 * checkboxes act on it themselves. Inside an open dialog the palette behind it must not change.
 */
const SPACE_OWNERS = [
  'input',
  'textarea',
  'select',
  'button',
  'a[href]',
  'summary',
  '[contenteditable=""]',
  '[contenteditable="true"]',
  '[role="button"]',
  '[role="checkbox"]',
  '[role="switch"]',
  '[role="textbox"]',
  '[role="combobox"]',
  '[role="menuitem"]',
  '[role="option"]',
  '[role="slider"]',
  '[role="tab"]',
  '[role="dialog"]',
  'dialog',
].join(', ');

/** Whether a Space press on this target belongs to it rather than to the palette shortcut. */
export function ownsSpaceKey(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(SPACE_OWNERS) !== null;
}
