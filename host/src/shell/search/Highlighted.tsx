import { highlightSegments } from './highlight';

/** Text with the matched runs in <mark>; rendered as React text, never as HTML. */
export function Highlighted({ text, ranges }: { text: string; ranges: readonly (readonly [number, number])[] }) {
  return (
    <>
      {highlightSegments(text, ranges).map((segment, i) =>
        segment.match ? <mark key={i}>{segment.text}</mark> : <span key={i}>{segment.text}</span>,
      )}
    </>
  );
}
