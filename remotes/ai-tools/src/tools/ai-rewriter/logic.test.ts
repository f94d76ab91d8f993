import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { matchCase } from './casing';
import { contract, expandContractions } from './contractions';
import { plural, verbForms } from './inflect';
import { MODES, isMode, joinSegments, rewrite, segmentText, splitSentences, type Mode } from './logic';
import { CASUAL_WORDS, FORMAL_WORDS, SIMPLE_WORDS, WORDY_PHRASES } from './thesaurus';

describe('the thesaurus', () => {
  it('holds hundreds of entries', () => {
    expect(WORDY_PHRASES.size).toBeGreaterThanOrEqual(100);
    expect(SIMPLE_WORDS.size).toBeGreaterThanOrEqual(300);
    expect(FORMAL_WORDS.size).toBeGreaterThanOrEqual(100);
    expect(CASUAL_WORDS.size).toBeGreaterThanOrEqual(80);
  });

  it('has lower-case keys and no entry that maps to itself', () => {
    for (const map of [WORDY_PHRASES, SIMPLE_WORDS, FORMAL_WORDS, CASUAL_WORDS]) {
      for (const [from, to] of map) {
        expect(from).toBe(from.toLowerCase());
        expect(from).not.toBe(to.toLowerCase());
      }
    }
  });

  it.each([
    ['utilize', ['utilize', 'utilizes', 'utilized', 'utilizing']],
    ['find out', ['find out', 'finds out', 'found out', 'finding out']],
    ['try', ['try', 'tries', 'tried', 'trying']],
    ['cease', ['cease', 'ceases', 'ceased', 'ceasing']],
    ['notify', ['notify', 'notifies', 'notified', 'notifying']],
  ])('inflects the verb %s', (verb, forms) => {
    expect(verbForms(verb)).toEqual(forms);
  });

  it.each([
    ['component', 'components'],
    ['inquiry', 'inquiries'],
    ['box', 'boxes'],
  ])('pluralises %s', (noun, many) => {
    expect(plural(noun)).toBe(many);
  });
});

describe('rewrite, rule by rule', () => {
  it.each<[Mode, string, string]>([
    ['simpler', 'We must utilize the tool.', 'We must use the tool.'],
    ['simpler', 'They utilized it in order to win.', 'They used it to win.'],
    ['simpler', 'We commenced prior to noon.', 'We started before noon.'],
    ['simpler', 'Numerous individuals attended.', 'Many people attended.'],
    ['simpler', 'The first part is long and winding; the second part is long as well.', 'The first part is long and winding. The second part is long as well.'],
    ['simpler', 'Stop; go now.', 'Stop; go now.'],
    ['shorter', 'We left at this point in time.', 'We left now.'],
    ['shorter', 'Due to the fact that it rained, we stayed.', 'Because it rained, we stayed.'],
    ['shorter', 'Basically, it is very good.', 'It is good.'],
    ['shorter', 'It was, you know, fine.', 'It was fine.'],
    ['shorter', 'Do you know him?', 'Do you know him?'],
    ['shorter', 'What kind of music is this?', 'What kind of music is this?'],
    ['shorter', 'It is important to note that the end result is final.', 'The result is final.'],
    ['shorter', 'Really?', 'Really?'],
    ['formal', "I don't know.", 'I do not know.'],
    ['formal', 'Hey guys, the kids are gonna love it!!!', 'Hello everyone, the children are going to love it!'],
    ['formal', 'But we tried.', 'However, we tried.'],
    ['formal', "She's gone and he's tall.", 'She has gone and he is tall.'],
    ['casual', 'I do not know.', "I don't know."],
    ['casual', 'However, we will commence at approximately noon.', "But we'll start at about noon."],
    ['casual', 'That is what it is.', "That's what it is."],
    ['casual', 'I have a car. I have seen it.', "I have a car. I've seen it."],
    ['casual', 'We would like to inform you.', "We'd like to tell you."],
    ['simpler', 'We made an attempt to leave.', 'We tried to leave.'],
    ['simpler', 'It is an utilization of time.', 'It is a use of time.'],
  ])('%s: %j -> %j', (mode, input, expected) => {
    expect(rewrite(input, mode).output).toBe(expected);
  });

  it('lists the rules it applied with counts', () => {
    const { rules } = rewrite('In order to win, in order to learn: utilize it.', 'simpler');
    expect(rules).toEqual([
      { category: 'Wordy phrase', from: 'in order to', to: 'to', count: 2 },
      { category: 'Simpler word', from: 'utilize', to: 'use', count: 1 },
    ]);
  });

  it.each(MODES.map((mode) => [mode]))('%s leaves plain or empty text alone', (mode) => {
    expect(rewrite('', mode)).toEqual({ output: '', rules: [] });
    expect(rewrite('The cat sat on the mat.', mode).output).toBe('The cat sat on the mat.');
  });

  it('keeps line breaks and the spacing between sentences', () => {
    const input = 'Utilize it.\n\n- Commence now.\n  Terminate later.';
    expect(rewrite(input, 'simpler').output).toBe('Use it.\n\n- Start now.\n  End later.');
  });

  it('never throws and keeps every paragraph break, for any text and mode', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.constantFrom(...MODES), (text, mode) => {
        const { output } = rewrite(text, mode);
        expect(output.split('\n').length).toBe(text.split('\n').length);
      }),
    );
  });

  it.each([
    ['simpler', true],
    ['formal', true],
    ['rude', false],
    ['', false],
  ])('isMode(%j) is %s', (value, ok) => {
    expect(isMode(value)).toBe(ok);
  });
});

describe('case preservation', () => {
  it.each([
    ['utilize', 'use', 'use'],
    ['Utilize', 'use', 'Use'],
    ['UTILIZE', 'use', 'USE'],
    ['In order to', 'to', 'To'],
    ['IN ORDER TO', 'to', 'TO'],
    ['ASAP', 'as soon as possible', 'as soon as possible'],
    ['asap', 'as soon as possible', 'as soon as possible'],
    ['Basically', '', ''],
    ['hey', 'I am', 'I am'],
  ])('%j replaced by %j gives %j', (source, replacement, expected) => {
    expect(matchCase(source, replacement)).toBe(expected);
  });

  it('keeps capitals through whole rewrites', () => {
    expect(rewrite('UTILIZE THE TOOL. Utilize it.', 'simpler').output).toBe('USE THE TOOL. Use it.');
    expect(rewrite("DON'T. Don't.", 'formal').output).toBe('DO NOT. Do not.');
  });
});

describe('sentence splitting', () => {
  it.each<[string, string[]]>([
    ['One. Two! Three?', ['One.', 'Two!', 'Three?']],
    ['Dr. Smith arrived. He sat.', ['Dr. Smith arrived.', 'He sat.']],
    ['Bring fruit, e.g. Apples and pears. Then go.', ['Bring fruit, e.g. Apples and pears.', 'Then go.']],
    ['It costs 3.50 dollars. Cheap.', ['It costs 3.50 dollars.', 'Cheap.']],
    ['Pi is 3.14159 roughly.', ['Pi is 3.14159 roughly.']],
    ['He said "Stop." Then he left.', ['He said "Stop."', 'Then he left.']],
    ['"Wait!" she said.', ['"Wait!" she said.']],
    ['J. R. R. Tolkien wrote it. Really.', ['J. R. R. Tolkien wrote it.', 'Really.']],
    ['Wait... What?', ['Wait...', 'What?']],
    ['Mr. and Mrs. Lee vs. the rest.', ['Mr. and Mrs. Lee vs. the rest.']],
    ['line one\nline two', ['line one', 'line two']],
    ['no ending punctuation', ['no ending punctuation']],
    ['It is i.e. fine. Ok (really). Yes.', ['It is i.e. fine.', 'Ok (really).', 'Yes.']],
    ['   ', []],
    ['', []],
  ])('%j', (text, expected) => {
    expect(splitSentences(text)).toEqual(expected);
  });

  it('keeps every character: joining the pieces gives the text back', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        expect(joinSegments(segmentText(text))).toBe(text);
      }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('Dr.', 'e.g.', 'Hello.', 'World!', 'ok?', '3.5', '"Hi."', ' ', '  ', '\n', '\n\n', 'A', 'b'), { maxLength: 30 }),
        (parts) => {
          const text = parts.join(' ');
          expect(joinSegments(segmentText(text))).toBe(text);
        },
      ),
    );
  });
});

describe('contractions', () => {
  const expand = (text: string) => expandContractions(text, () => undefined);
  const shorten = (text: string, apostrophe = "'") => contract(text, apostrophe, () => undefined);

  it.each([
    ["don't", 'do not'],
    ["Won't", 'Will not'],
    ["can't", 'cannot'],
    ["I'm", 'I am'],
    ["they're", 'they are'],
    ["we'll", 'we will'],
    ["you've", 'you have'],
    ["he's tall", 'he is tall'],
    ["he's been", 'he has been'],
    ["I'd go", 'I would go'],
    ["I'd seen", 'I had seen'],
    ["let's go", 'let us go'],
    ['it’s curly', 'it is curly'],
    ["Sam's book", "Sam's book"],
    ["rock 'n' roll", "rock 'n' roll"],
  ])('expands %j to %j', (input, expected) => {
    expect(expand(input)).toBe(expected);
  });

  it.each([
    ['do not', "don't"],
    ['Do not go', "Don't go"],
    ['I am here', "I'm here"],
    ['it is late', "it's late"],
    ['that is it.', "that's it."],
    ['what it is.', 'what it is.'],
    ['I have seen', "I've seen"],
    ['I have cake', 'I have cake'],
    ['will not', "won't"],
    ['cannot', "can't"],
    ['we would have gone', "we would've gone"],
    ['it is not only', "it's not only"],
  ])('contracts %j to %j', (input, expected) => {
    expect(shorten(input)).toBe(expected);
  });

  it('uses the curly apostrophe when the text does', () => {
    expect(shorten('do not', '’')).toBe('don’t');
    expect(rewrite('It’s fine. I do not care.', 'casual').output).toBe('It’s fine. I don’t care.');
  });

  it('round-trips every contraction it makes', () => {
    const phrases = ['do not', 'is not', 'I am', 'you are', 'we will', 'they have been', 'it is good', 'cannot'];
    fc.assert(
      fc.property(fc.constantFrom(...phrases), (phrase) => {
        const text = `${phrase} now`;
        expect(expand(shorten(text))).toBe(text);
      }),
    );
  });
});
