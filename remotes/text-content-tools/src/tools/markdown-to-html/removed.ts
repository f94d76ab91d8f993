import { compareText } from '@toolhub/shared';

/** What sanitising took out of a document, and how the tool says it. No library: the tool shows this without its converter. */

export interface Removed {
  /** Removed elements by tag name: { script: 2 }. */
  elements: Record<string, number>;
  /** Removed attributes by name: { onerror: 1, href: 1 }. */
  attributes: Record<string, number>;
}

export const emptyRemoved = (): Removed => ({ elements: {}, attributes: {} });

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "Removed for safety: 1 <script> element, 2 event handlers (onerror, onclick) and 1 unsafe link." or null. */
export function describeRemoved(removed: Removed): string | null {
  const parts: string[] = [];
  for (const [name, count] of Object.entries(removed.elements).sort(([a], [b]) => compareText(a, b))) {
    parts.push(`${plural(count, `<${name}> element`, `<${name}> elements`)}`);
  }
  const handlers = Object.entries(removed.attributes).filter(([name]) => name.startsWith('on'));
  const handlerCount = handlers.reduce((sum, [, count]) => sum + count, 0);
  if (handlerCount > 0) {
    parts.push(`${plural(handlerCount, 'event handler', 'event handlers')} (${handlers.map(([name]) => name).sort().join(', ')})`);
  }
  const links = ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcset'].reduce((sum, name) => sum + (removed.attributes[name] ?? 0), 0);
  if (links > 0) parts.push(plural(links, 'unsafe link', 'unsafe links'));
  const others = Object.entries(removed.attributes).filter(
    ([name]) => !name.startsWith('on') && !['href', 'src', 'action', 'formaction', 'xlink:href', 'srcset'].includes(name),
  );
  const otherCount = others.reduce((sum, [, count]) => sum + count, 0);
  if (otherCount > 0) parts.push(`${plural(otherCount, 'other attribute', 'other attributes')} (${others.map(([name]) => name).sort().join(', ')})`);
  if (parts.length === 0) return null;
  const list = parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}`;
  return `Removed for safety: ${list}.`;
}
