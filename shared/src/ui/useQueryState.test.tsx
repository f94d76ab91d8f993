// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useQueryState, withQueryValue } from './useQueryState';

describe('withQueryValue', () => {
  it.each([
    ['', 'n', '3', '2', 'n=3'],
    ['n=3', 'n', '2', '2', ''],
    ['n=3&q=a', 'n', '', '2', 'q=a'],
    ['q=a', 'text', 'a b&c', '', 'q=a&text=a+b%26c'],
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
