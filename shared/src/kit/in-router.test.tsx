// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useSearchParams } from 'react-router-dom';
import { currentPath, currentQuery, currentSearch, renderInRouter } from './in-router';

function Counter() {
  const [params, setParams] = useSearchParams();
  const count = Number(params.get('n') ?? '0');
  return (
    <>
      <button type="button" onClick={() => setParams({ n: String(count + 1) }, { replace: true })}>
        Count {count}
      </button>
      <Link to="/elsewhere?from=counter">Away</Link>
    </>
  );
}

afterEach(cleanup);

describe('renderInRouter', () => {
  it('starts the page at the address given, path and query', () => {
    renderInRouter(<Counter />, '/counter?n=4');
    expect(screen.getByRole('button', { name: 'Count 4' })).toBeTruthy();
    expect(currentPath()).toBe('/counter');
    expect(currentSearch()).toBe('?n=4');
    expect(currentQuery().get('n')).toBe('4');
  });

  it('follows the address as the page changes it', async () => {
    const user = userEvent.setup();
    renderInRouter(<Counter />, '/counter');
    expect(currentSearch()).toBe('');
    await user.click(screen.getByRole('button', { name: 'Count 0' }));
    expect(currentSearch()).toBe('?n=1');
    await user.click(screen.getByRole('link', { name: 'Away' }));
    expect(currentPath()).toBe('/elsewhere');
    expect(currentQuery().get('from')).toBe('counter');
  });

  it('adds nothing to the page but what was rendered', () => {
    const { container } = renderInRouter(<p>Only this</p>);
    expect(container.innerHTML).toBe('<p>Only this</p>');
    expect(currentPath()).toBe('/');
  });
});
