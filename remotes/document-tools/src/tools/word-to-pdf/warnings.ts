/**
 * What the converter could not carry over, in plain words: mammoth's messages grouped (one line
 * for all unknown paragraph styles rather than one per paragraph), its technical ones dropped
 * where our own note says it better, and the rest kept as they are.
 */

export interface ConverterMessage {
  type: 'warning' | 'error';
  message: string;
}

export interface NoteInput {
  messages: readonly ConverterMessage[];
  /** Picture formats that could not be drawn ("EMF", "WMF"), one entry per picture. */
  skippedImages: readonly string[];
}

function quoteList(names: readonly string[], max = 6): string {
  const shown = names.slice(0, max).map((name) => `“${name}”`);
  const more = names.length - shown.length;
  return more > 0 ? `${shown.join(', ')} and ${more} more` : shown.join(', ');
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Readable notes, most useful first, without repeats. */
export function conversionNotes({ messages, skippedImages }: NoteInput): string[] {
  const paragraphStyles = new Set<string>();
  const characterStyles = new Set<string>();
  const tableStyles = new Set<string>();
  const elements = new Set<string>();
  const other: string[] = [];
  let columnBreaks = false;
  for (const { message } of messages) {
    const style = /^Unrecognised (paragraph|run|table) style: '(.*)' \(Style ID: (.*)\)$/.exec(message);
    if (style) {
      const name = style[2] && style[2] !== 'null' ? style[2] : (style[3] ?? '');
      (style[1] === 'paragraph' ? paragraphStyles : style[1] === 'run' ? characterStyles : tableStyles).add(name);
      continue;
    }
    // Repeats what the unrecognised-style line says; images are reported by what happened to them.
    if (/was referenced but not defined in the document$/.test(message) || /^Image of type .* is unlikely to display/.test(message)) continue;
    const element = /^An unrecognised element was ignored: (.*)$/.exec(message);
    if (element) {
      elements.add(element[1]!);
      continue;
    }
    if (/^Unsupported break type: column$/.test(message)) {
      columnBreaks = true;
      continue;
    }
    const text = message.trim();
    if (text !== '' && !other.includes(text)) other.push(text);
  }

  const notes: string[] = [];
  if (skippedImages.length > 0) {
    const formats = [...new Set(skippedImages)];
    notes.push(
      `${plural(skippedImages.length, 'picture', 'pictures')} (${formats.join(', ')}) could not be included and ${skippedImages.length === 1 ? 'is' : 'are'} shown as an empty box. Save ${skippedImages.length === 1 ? 'it' : 'them'} as PNG or JPEG in Word to include ${skippedImages.length === 1 ? 'it' : 'them'}.`,
    );
  }
  if (elements.size > 0) notes.push(`Some content Word stores as ${quoteList([...elements])} was left out.`);
  if (paragraphStyles.size > 0) notes.push(`Paragraph ${paragraphStyles.size === 1 ? 'style' : 'styles'} ${quoteList([...paragraphStyles])} ${paragraphStyles.size === 1 ? 'is' : 'are'} shown as normal text.`);
  if (characterStyles.size > 0) notes.push(`Character ${characterStyles.size === 1 ? 'style' : 'styles'} ${quoteList([...characterStyles])} ${characterStyles.size === 1 ? 'is' : 'are'} shown as normal text.`);
  if (tableStyles.size > 0) notes.push(`Table ${tableStyles.size === 1 ? 'style' : 'styles'} ${quoteList([...tableStyles])} ${tableStyles.size === 1 ? 'is' : 'are'} replaced by simple borders.`);
  if (columnBreaks) notes.push('Column breaks were left out: the PDF has one column.');
  notes.push(...other);
  return notes;
}

/** "2 things could not be converted exactly" */
export function notesSummary(count: number): string {
  return `${plural(count, 'thing', 'things')} could not be converted exactly`;
}
