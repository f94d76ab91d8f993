import { describe, expect, it } from 'vitest';
import { conversionNotes, notesSummary, type ConverterMessage } from './warnings';

const warning = (message: string): ConverterMessage => ({ type: 'warning', message });

describe('conversionNotes', () => {
  it('says nothing when there is nothing to say', () => {
    expect(conversionNotes({ messages: [], skippedImages: [] })).toEqual([]);
  });

  it('groups unknown styles into one line per kind, by name (or id when unnamed)', () => {
    const notes = conversionNotes({
      messages: [
        warning("Unrecognised paragraph style: 'Fancy Heading' (Style ID: FancyHeading)"),
        warning("Unrecognised paragraph style: 'Fancy Heading' (Style ID: FancyHeading)"),
        warning("Unrecognised paragraph style: 'null' (Style ID: Quote2)"),
        warning('Paragraph style with ID Quote2 was referenced but not defined in the document'),
        warning("Unrecognised run style: 'Code Char' (Style ID: CodeChar)"),
      ],
      skippedImages: [],
    });
    expect(notes).toEqual(['Paragraph styles “Fancy Heading”, “Quote2” are shown as normal text.', 'Character style “Code Char” is shown as normal text.']);
  });

  it('says which pictures were left out and how to include them', () => {
    expect(conversionNotes({ messages: [warning('Image of type image/x-emf is unlikely to display in web browsers')], skippedImages: ['EMF'] })).toEqual([
      '1 picture (EMF) could not be included and is shown as an empty box. Save it as PNG or JPEG in Word to include it.',
    ]);
    expect(conversionNotes({ messages: [], skippedImages: ['EMF', 'WMF', 'EMF'] })[0]).toBe(
      '3 pictures (EMF, WMF) could not be included and are shown as an empty box. Save them as PNG or JPEG in Word to include them.',
    );
  });

  it('names ignored elements once, keeps other messages as they are, without repeats', () => {
    const notes = conversionNotes({
      messages: [
        warning('An unrecognised element was ignored: w:object'),
        warning('An unrecognised element was ignored: w:object'),
        warning('An unrecognised element was ignored: v:group'),
        warning('Unsupported break type: column'),
        warning('Something else happened'),
        warning('Something else happened'),
      ],
      skippedImages: [],
    });
    expect(notes).toEqual([
      'Some content Word stores as “w:object”, “v:group” was left out.',
      'Column breaks were left out: the PDF has one column.',
      'Something else happened',
    ]);
  });

  it('shortens a long list of names', () => {
    const messages = Array.from({ length: 9 }, (_, i) => warning(`Unrecognised paragraph style: 'S${i}' (Style ID: S${i})`));
    expect(conversionNotes({ messages, skippedImages: [] })[0]).toBe('Paragraph styles “S0”, “S1”, “S2”, “S3”, “S4”, “S5” and 3 more are shown as normal text.');
  });
});

describe('notesSummary', () => {
  it.each([
    [1, '1 thing could not be converted exactly'],
    [2, '2 things could not be converted exactly'],
  ])('%i → %s', (n, text) => expect(notesSummary(n)).toBe(text));
});
