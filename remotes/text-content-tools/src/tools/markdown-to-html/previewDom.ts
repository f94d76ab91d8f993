/**
 * The preview shows the sanitised HTML without fetching anything: ToolHub loads nothing from other
 * sites (and its CSP would block it, with a console error), so images and media whose address is
 * not a data: or blob: URL are shown as a labelled placeholder. Copy and Download keep them.
 */
const LOCAL = /^(data|blob):/i;

export interface PreviewHtml {
  html: string;
  /** Images and media left unloaded. */
  held: number;
}

export function holdExternalMedia(html: string, placeholderClass: string): PreviewHtml {
  if (!/<(img|video|audio|source|track|image|input)\b|\sbackground=|\sposter=/i.test(html)) return { html, held: 0 };
  // A template's content is inert: nothing in it loads while it is rewritten.
  const template = document.createElement('template');
  template.innerHTML = html;
  const content = template.content;
  let held = 0;
  for (const image of content.querySelectorAll('img')) {
    const src = image.getAttribute('src') ?? '';
    if (LOCAL.test(src) && !image.hasAttribute('srcset')) continue;
    const alt = image.getAttribute('alt') ?? '';
    const placeholder = document.createElement('span');
    placeholder.className = placeholderClass;
    placeholder.setAttribute('role', 'img');
    placeholder.setAttribute('aria-label', alt ? `Image: ${alt}` : 'Image');
    placeholder.title = src;
    placeholder.textContent = `🖼 ${alt || 'Image'} (not loaded in the preview)`;
    image.replaceWith(placeholder);
    held += 1;
  }
  for (const element of content.querySelectorAll('video, audio, source, track, image, input, [background], [poster]')) {
    for (const name of ['src', 'srcset', 'poster', 'background', 'href', 'xlink:href']) {
      const value = element.getAttribute(name);
      if (value === null || (LOCAL.test(value) && name !== 'srcset') || (element.localName !== 'image' && name.endsWith('href'))) continue;
      element.removeAttribute(name);
      held += 1;
    }
  }
  return { html: template.innerHTML, held };
}

/**
 * The element id a #link names, percent-escapes decoded as the browser decodes a fragment; null
 * for a malformed escape (typed by hand, or a lone surrogate encoded), which names no heading.
 */
export function anchorId(href: string): string | null {
  try {
    return decodeURIComponent(href.slice(1));
  } catch {
    return null;
  }
}
