// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useQueryState, withQueryValue } from './useQueryState';
import { hostileText, LONE_SURROGATES } from '@toolhub/shared/testing/hostile-text';
import { MAX_QUERY_VALUE_CHARS, useLinkOmissions, useLinkOmitsValues } from './link-limit';

describe('withQueryValue', () => {
  it.each<[string, string, string, string, string]>([
    ['', 'n', '3', '2', 'n=3'],
    ['n=3', 'n', '2', '2', ''],
    ['n=3&q=a', 'n', '', '2', 'q=a'],
    ['q=a', 'text', 'a b&c', '', 'q=a&text=a+b%26c'],
    // Too long for a link: left out, whatever was there before.
    ['t=1', 't', 'x'.repeat(MAX_QUERY_VALUE_CHARS + 1), '', ''],
    ['', 't', 'x'.repeat(MAX_QUERY_VALUE_CHARS), '', `t=${'x'.repeat(MAX_QUERY_VALUE_CHARS)}`],
    // Measured percent-encoded: 400 'é' are 2,400 characters in the URL.
    ['', 't', 'é'.repeat(400), '', ''],
    // Half of a character pair cannot be percent-encoded: left out, not written as U+FFFD.
    ...LONE_SURROGATES.map((half): [string, string, string, string, string] => ['t=1', 't', half, '', '']),
    ['q=a&t=1', 't', 'a\uD800b', '', 'q=a'],
    ['', 't', '😀', '', 't=%F0%9F%98%80'],
  ])('(%j, %s=%j, default %j) → %j', (search, key, value, def, expected) => {
    expect(withQueryValue(search, key, value, def)).toBe(expected);
  });

  it('never throws, and writes a value exactly as given or not at all', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 20 }), hostileText({ maxLength: 1100 }), (other, value) => {
        const search = withQueryValue(new URLSearchParams({ o: other }).toString(), 't', value, '');
        // Well formed: every escape decodes, and the other setting is untouched.
        expect(() => decodeURIComponent(search)).not.toThrow();
        const params = new URLSearchParams(search);
        expect(params.get('o')).toBe(other);
        expect([null, value]).toContain(params.get('t'));
      }),
    );
  });
});

function Probe() {
  const [people, setPeople] = useQueryState('n', '2');
  const [tip, setTip] = useQueryState('tip', '15');
  const location = useLocation();
  return (
    <>
      <label>
        People
        <input value={people} onChange={(e) => setPeople(e.target.value)} />
      </label>
      <button onClick={() => { setPeople('4'); setTip('20'); }}>Both</button>
      <output aria-label="search">{location.search}</output>
      <output aria-label="tip">{tip}</output>
    </>
  );
}

describe('useQueryState', () => {
  it('reads the URL, keeps typed text even when cleared, and leaves the default out', async () => {
    render(
      <MemoryRouter initialEntries={['/bill-splitter?n=3']}>
        <Probe />
      </MemoryRouter>,
    );
    const input = screen.getByLabelText('People');
    expect(input).toHaveProperty('value', '3');
    await userEvent.clear(input);
    expect(input).toHaveProperty('value', '');
    expect(screen.getByLabelText('search').textContent).toBe('');
    await userEvent.type(input, '12');
    expect(input).toHaveProperty('value', '12');
    expect(screen.getByLabelText('search').textContent).toBe('?n=12');
  });

  it('keeps both settings changed in one event', async () => {
    render(
      <MemoryRouter initialEntries={['/bill-splitter']}>
        <Probe />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Both' }));
    expect(screen.getByLabelText('search').textContent).toBe('?n=4&tip=20');
    expect(screen.getByLabelText('tip').textContent).toBe('20');
  });
});

function LongText() {
  const [text, setText] = useQueryState('t', '');
  const omits = useLinkOmitsValues();
  const location = useLocation();
  return (
    <>
      <label>
        Text
        <textarea value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      <output aria-label="search">{location.search}</output>
      {omits && <p>options only</p>}
    </>
  );
}

function Reasons() {
  return <output aria-label="reasons">{useLinkOmissions().join(' ')}</output>;
}

describe('useQueryState with a value that cannot be encoded', () => {
  it('keeps it in the field, leaves it out of the URL and says why; a mended value goes back in', async () => {
    render(
      <MemoryRouter initialEntries={['/timestamp-converter?t=1700000000']}>
        <LongText />
        <Reasons />
      </MemoryRouter>,
    );
    const area = screen.getByLabelText('Text');
    for (const value of [...LONE_SURROGATES, 'caf\uDC00 au lait']) {
      fireEvent.change(area, { target: { value } });
      expect(area).toHaveProperty('value', value);
      expect(screen.getByLabelText('search').textContent).toBe('');
      expect(screen.getByText('options only')).toBeTruthy();
      expect(screen.getByLabelText('reasons').textContent).toBe('unencodable');
    }
    fireEvent.change(area, { target: { value: '1'.repeat(MAX_QUERY_VALUE_CHARS + 1) } });
    expect(screen.getByLabelText('reasons').textContent).toBe('too-long');
    fireEvent.change(area, { target: { value: 'café' } });
    expect(screen.getByLabelText('search').textContent).toBe('?t=caf%C3%A9');
    expect(screen.queryByText('options only')).toBeNull();
    expect(screen.getByLabelText('reasons').textContent).toBe('');
  });
});

describe('useQueryState with a value too long for a link', () => {
  it('keeps the text on screen, leaves it out of the URL and says so; a short value goes back in', async () => {
    render(
      <MemoryRouter initialEntries={['/timestamp-converter?t=1700000000']}>
        <LongText />
      </MemoryRouter>,
    );
    const area = screen.getByLabelText('Text');
    const long = '1'.repeat(MAX_QUERY_VALUE_CHARS + 10);
    await userEvent.clear(area);
    await userEvent.click(area);
    await userEvent.paste(long);
    expect(area).toHaveProperty('value', long);
    expect(screen.getByLabelText('search').textContent).toBe('');
    expect(screen.getByText('options only')).toBeTruthy();
    await userEvent.clear(area);
    await userEvent.type(area, '42');
    expect(screen.getByLabelText('search').textContent).toBe('?t=42');
    expect(screen.queryByText('options only')).toBeNull();
  });
});
