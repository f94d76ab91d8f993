// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { useQueryState } from '@toolhub/shared';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
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
    </>
  );
}

afterEach(cleanup);

describe('useTypedSettings', () => {
  it('keeps an emptied field empty while the URL falls back, and Reset takes the settings out of the URL at once', async () => {
    const user = userEvent.setup();
    renderInRouter(<Setup />, '/tool?margin=12&size=letter&q=keep');
    const margins = screen.getByRole('textbox', { name: 'Margins' });
    expect(margins).toHaveProperty('value', '12');
    await user.clear(margins);
    expect(margins).toHaveProperty('value', '');
    expect(currentSearch()).toBe('?size=letter&q=keep');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(margins).toHaveProperty('value', '20');
    expect(currentSearch()).toBe('?q=keep');
  });
});
