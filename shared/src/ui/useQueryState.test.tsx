// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useQueryState, withQueryValue } from './useQueryState';
import { MAX_QUERY_VALUE_CHARS, useLinkOmitsValues } from './link-limit';

describe('withQueryValue', () => {
  it.each([
    ['', 'n', '3', '2', 'n=3'],
    ['n=3', 'n', '2', '2', ''],
    ['n=3&q=a', 'n', '', '2', 'q=a'],
    ['q=a', 'text', 'a b&c', '', 'q=a&text=a+b%26c'],
    // Too long for a link: left out, whatever was there before.
    ['t=1', 't', 'x'.repeat(MAX_QUERY_VALUE_CHARS + 1), '', ''],
    ['', 't', 'x'.repeat(MAX_QUERY_VALUE_CHARS), '', `t=${'x'.repeat(MAX_QUERY_VALUE_CHARS)}`],
    // Measured percent-encoded: 400 'é' are 2,400 characters in the URL.
    ['', 't', 'é'.repeat(400), '', ''],
  ])('(%j, %s=%j, default %j) → %j', (search, key, value, def, expected) => {
    expect(withQueryValue(search, key, value, def)).toBe(expected);
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
