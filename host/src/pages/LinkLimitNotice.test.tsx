// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MAX_QUERY_VALUE_CHARS, useQueryState } from '@toolhub/shared';
import { LinkLimitNotice } from './LinkLimitNotice';

const TOO_LONG = 'This page’s link shares your options only: the text is too long for a link, so it stays in this browser.';
const BROKEN = 'This page’s link shares your options only: the text has a broken character that a link can’t carry, so it stays in this browser.';
const BOTH =
  'This page’s link shares your options only: the text is too long for a link and has a broken character that a link can’t carry, so it stays in this browser.';

function Field({ name }: { name: string }) {
  const [value, setValue] = useQueryState(name, '');
  return (
    <label>
      {name}
      <input value={value} onChange={(event) => setValue(event.target.value)} />
    </label>
  );
}

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/text-to-pdf']}>
      <Field name="text" />
      <Field name="title" />
      <LinkLimitNotice />
    </MemoryRouter>,
  );
  return (name: string, value: string) => fireEvent.change(screen.getByLabelText(name), { target: { value } });
}

describe('LinkLimitNotice', () => {
  it.each([
    ['nothing is left out', [['text', 'short']], null],
    ['a value is too long', [['text', 'x'.repeat(MAX_QUERY_VALUE_CHARS + 1)]], TOO_LONG],
    ['a value holds half of a character pair', [['text', 'a\uD800b']], BROKEN],
    ['a lone low half', [['title', '\uDC00']], BROKEN],
    [
      'one of each',
      [
        ['text', 'x'.repeat(MAX_QUERY_VALUE_CHARS + 1)],
        ['title', '\uD83D'],
      ],
      BOTH,
    ],
    [
      'the broken value is mended',
      [
        ['title', '\uD83D'],
        ['title', '\uD83D\uDE00'],
      ],
      null,
    ],
  ] as const)('%s', (_case, edits, expected) => {
    const edit = renderPage();
    for (const [name, value] of edits) edit(name, value);
    const notice = screen.queryByRole('status');
    expect(notice?.textContent ?? null).toBe(expected);
  });
});
