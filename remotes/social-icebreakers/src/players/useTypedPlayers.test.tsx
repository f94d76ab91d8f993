// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlayersField } from './PlayersField';
import { useTypedPlayers } from './useTypedPlayers';

function Players() {
  const players = useTypedPlayers('test:players');
  return (
    <>
      <PlayersField players={players} hint="In turn order." />
      <ul aria-label="Playing">
        {players.names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </>
  );
}

afterEach(cleanup);

describe('useTypedPlayers with PlayersField', () => {
  it('plays the valid names and lists each problem under the field', async () => {
    const user = userEvent.setup();
    render(<Players />);
    const field = screen.getByLabelText('Players, one per line');
    expect(field.getAttribute('aria-invalid')).toBeNull();
    await user.type(field, 'Ana{Enter}Ben{Enter}ana');
    const playing = screen.getByRole('list', { name: 'Playing' });
    expect([...playing.children].map((li) => li.textContent)).toEqual(['Ana', 'Ben']);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('ana is listed twice.')).toBeTruthy();
    expect(screen.getByText('In turn order. Up to 20.')).toBeTruthy();
  });
});
