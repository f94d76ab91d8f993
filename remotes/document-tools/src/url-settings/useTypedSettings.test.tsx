// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useQueryState } from '@toolhub/shared';
import { useTypedSettings } from './useTypedSettings';

function Setup() {
  const [, setMargin] = useQueryState('margin', '20');
  const { typed, type, reset } = useTypedSettings<{ margin: string }>(['margin', 'size']);
  const location = useLocation();
  const fromUrl = new URLSearchParams(location.search).get('margin') ?? '20';
  return (
    <>
      <label>
        Margins
        <input
          value={typed.margin ?? fromUrl}
          onChange={(event) => {
            type('margin', event.target.value);
            setMargin(event.target.value);
          }}
        />
      </label>
      <button type="button" onClick={reset}>
        Reset
      </button>
      <output aria-label="Address">{location.search}</output>
    </>
  );
}

afterEach(cleanup);

describe('useTypedSettings', () => {
  it('keeps an emptied field empty while the URL falls back, and Reset takes the settings out of the URL at once', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/tool?margin=12&size=letter&q=keep']}>
        <Setup />
      </MemoryRouter>,
    );
    const margins = screen.getByRole('textbox', { name: 'Margins' });
    const address = screen.getByRole('status', { name: 'Address' });
    expect(margins).toHaveProperty('value', '12');
    await user.clear(margins);
    expect(margins).toHaveProperty('value', '');
    expect(address.textContent).toBe('?size=letter&q=keep');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(margins).toHaveProperty('value', '20');
    expect(address.textContent).toBe('?q=keep');
  });
});
