import createDOMPurify, { type DOMPurify } from 'dompurify';
import { DISARMED_PREFIX } from './logic';
import { emptyRemoved, type Removed } from './removed';

/**
 * The safety half: every piece of HTML goes through DOMPurify (the browser's own parser, so no
 * parsing difference can smuggle markup past it) before it is shown, copied or saved. No script,
 * event-handler attribute, javascript: URL, <iframe>, <object>, <form> action or <style> survives.
 */

export interface SanitizeOptions {
  /** Links to other sites open in a new tab (target="_blank" rel="noopener noreferrer"). */
  newTab: boolean;
}

let purifier: DOMPurify | null = null;
let linksInNewTab = false;
/** Inputs the hook took out during the current call (DOMPurify's own list does not see them). */
let droppedInputs = 0;

/** This tool's own DOMPurify (its hooks never touch another tool's), made on first use. */
function purify(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName.startsWith(`${DISARMED_PREFIX}on`)) data.keepAttr = false;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'INPUT') {
      // Task-list boxes stay, read-only; any other input has no place in a document.
      if (node.getAttribute('type')?.toLowerCase() === 'checkbox') node.setAttribute('disabled', '');
      else {
        node.parentNode?.removeChild(node);
        droppedInputs += 1;
      }
      return;
    }
    if (!linksInNewTab || node.nodeName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (!/^(https?:)?\/\//i.test(href)) return;
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  purifier = instance;
  return instance;
}

// Forms and their controls, and styles (which could restyle the whole page), have no place in a document.
const FORBID_TAGS = ['style', 'form', 'button', 'select', 'textarea', 'option'];
// Inline styles could lay a fake page over the site (position: fixed) or hide a url(javascript:).
const FORBID_ATTR = ['style'];

/** Sanitises one piece of HTML, adding what was taken out to `removed`. */
export function sanitizeHtml(html: string, options: SanitizeOptions, removed: Removed = emptyRemoved()): { html: string; removed: Removed } {
  if (html === '') return { html, removed };
  const instance = purify();
  linksInNewTab = options.newTab;
  droppedInputs = 0;
  // FORCE_BODY: a <script> or <style> at the very start would otherwise go to <head> and vanish unreported.
  const clean = instance.sanitize(html, { FORBID_TAGS, FORBID_ATTR, FORCE_BODY: true, ADD_ATTR: options.newTab ? ['target'] : [] });
  if (droppedInputs > 0) removed.elements.input = (removed.elements.input ?? 0) + droppedInputs;
  let forcedWrapper = true;
  for (const entry of instance.removed) {
    if ('attribute' in entry && entry.attribute) {
      const name = entry.attribute.name.toLowerCase().replace(DISARMED_PREFIX, '');
      removed.attributes[name] = (removed.attributes[name] ?? 0) + 1;
    } else if ('element' in entry && entry.element.nodeType === 1) {
      const name = entry.element.nodeName.toLowerCase();
      // The one <remove> element FORCE_BODY adds is DOMPurify's own, not the user's.
      if (name === 'remove' && forcedWrapper) {
        forcedWrapper = false;
        continue;
      }
      removed.elements[name] = (removed.elements[name] ?? 0) + 1;
    }
  }
  return { html: clean, removed };
}
