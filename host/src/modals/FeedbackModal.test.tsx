// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Backend } from '../backend/backend';
import { BackendError } from '../backend/errors';
import { initialUserState, useUserStore } from '../user/user-store';
import { FeedbackModal } from './FeedbackModal';
import { useModalStore } from './modal-store';
import { deferred, fakeBackend, fakeUser } from './forms/testing/fake-backend';

const THANKS = 'Thank you for your feedback! We appreciate it.';
const FAILURE = 'Failed to submit feedback. Please try again.';

/** Opens and closes the modal through the store, as the side menu and ModalHost do. */
function Host({ backend }: { backend: () => Promise<Backend> }) {
  const open = useModalStore((state) => state.feedbackOpen);
  const close = useModalStore((state) => state.closeFeedback);
  return (
    <>
      <button type="button" onClick={() => useModalStore.getState().openFeedback()}>
        Give Feedback
      </button>
      {open && <FeedbackModal onClose={close} backend={backend} />}
    </>
  );
}

function setup() {
  const fake = fakeBackend();
  const user = userEvent.setup();
  useModalStore.getState().openFeedback();
  render(<Host backend={fake.get} />);
  return {
    ...fake,
    user,
    type: () => screen.getByLabelText('Feedback Type') as HTMLSelectElement,
    message: () => screen.getByLabelText('Message') as HTMLTextAreaElement,
    email: () => screen.getByLabelText('Email (optional)') as HTMLInputElement,
    submit: () => screen.getByRole('button', { name: /^(Send Feedback|Sending\.\.\.)$/ }),
  };
}

const disabled = (element: HTMLElement) => element.hasAttribute('disabled');

beforeEach(() => {
  useUserStore.setState(initialUserState());
  useModalStore.setState({ feedbackOpen: false });
  useModalStore.getState().clearFeedbackDraft();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('FeedbackModal', () => {
  it('is the "Got Feedback" dialog with the six types after "Select a type"', () => {
    const s = setup();
    expect(screen.getByRole('dialog', { name: 'Got Feedback' })).toBeTruthy();
    expect(document.activeElement).toBe(s.type());
    expect(Array.from(s.type().options).map((option) => [option.value, option.textContent])).toEqual([
      ['', 'Select a type'],
      ['Feature Request', 'Feature Request'],
      ['Bug Report', 'Bug Report'],
      ['General Feedback', 'General Feedback'],
      ['Improvement Suggestion', 'Improvement Suggestion'],
      ['Content Idea', 'Content Idea'],
      ['Other', 'Other'],
    ]);
    expect(s.email().autocomplete).toBe('email');
    expect(screen.getByText('0 / 5,000 characters')).toBeTruthy();
  });

  it('requires a type and a message, focusing the first missing one', async () => {
    const s = setup();
    await s.user.click(s.submit());
    expect(screen.getByText('Please select a feedback type.')).toBeTruthy();
    expect(screen.getByText('Please enter your feedback.')).toBeTruthy();
    expect(document.activeElement).toBe(s.type());
    expect(disabled(s.submit())).toBe(true);
    await s.user.selectOptions(s.type(), 'Bug Report');
    expect(screen.queryByText('Please select a feedback type.')).toBeNull();
    await s.user.type(s.message(), '   ');
    expect(screen.getByText('Please enter your feedback.')).toBeTruthy();
    expect(disabled(s.submit())).toBe(true);
    expect(s.backend.addFeedback).not.toHaveBeenCalled();
  });

  it('focuses the message when only it is missing', async () => {
    const s = setup();
    await s.user.selectOptions(s.type(), 'Other');
    await s.user.click(s.submit());
    expect(screen.queryByText('Please select a feedback type.')).toBeNull();
    expect(document.activeElement).toBe(s.message());
  });

  it('rejects a reply address that cannot work but sends without one', async () => {
    const s = setup();
    await s.user.selectOptions(s.type(), 'Content Idea');
    await s.user.type(s.message(), 'A sudoku tool');
    await s.user.type(s.email(), 'ada@');
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(disabled(s.submit())).toBe(true);
    await s.user.clear(s.email());
    await s.user.click(s.submit());
    await vi.waitFor(() => expect(s.backend.addFeedback).toHaveBeenCalledTimes(1));
    expect(s.backend.addFeedback).toHaveBeenCalledWith(expect.objectContaining({ type: 'Content Idea', message: 'A sudoku tool', email: null }));
  });

  it('counts characters and refuses more than 5000 after trimming', async () => {
    const s = setup();
    await s.user.selectOptions(s.type(), 'General Feedback');
    fireEvent.change(s.message(), { target: { value: `  ${'a'.repeat(5000)}  ` } });
    expect(screen.getByText('5,000 / 5,000 characters')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(disabled(s.submit())).toBe(false);
    fireEvent.change(s.message(), { target: { value: 'a'.repeat(5012) } });
    expect(screen.getByRole('alert').textContent).toBe('Your feedback is 12 characters over the 5,000-character limit. Please shorten it.');
    expect(s.message().getAttribute('aria-invalid')).toBe('true');
    expect(disabled(s.submit())).toBe(true);
    expect(s.message().value).toHaveLength(5012);
  });

  it('reads "Sending...", thanks the user for 3 seconds, then closes and resets', async () => {
    const s = setup();
    const pending = deferred<string>();
    s.backend.addFeedback.mockReturnValueOnce(pending.promise);
    await s.user.selectOptions(s.type(), 'Feature Request');
    await s.user.type(s.message(), '  Add a metronome  ');
    await s.user.type(s.email(), ' ada@example.com ');
    vi.useFakeTimers();
    fireEvent.click(s.submit());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(disabled(screen.getByRole('button', { name: 'Sending...' }))).toBe(true);
    expect(s.backend.addFeedback).toHaveBeenCalledWith({
      type: 'Feature Request',
      message: 'Add a metronome',
      email: 'ada@example.com',
      createdAt: { kind: 'serverTime' },
    });
    await act(async () => pending.resolve('feedback-1'));
    expect(screen.getByRole('status').textContent).toBe(THANKS);
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(screen.getByText(THANKS)).toBeTruthy();
    expect(useModalStore.getState().feedbackOpen).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useModalStore.getState().feedbackOpen).toBe(false);
    vi.useRealTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Give Feedback' }));
    expect([s.type().value, s.message().value, s.email().value]).toEqual(['', '', '']);
  });

  it('says "Failed to submit feedback. Please try again." and keeps everything typed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const errors = vi.spyOn(console, 'error');
    const s = setup();
    s.backend.addFeedback.mockRejectedValueOnce(new BackendError('permission-denied'));
    await s.user.selectOptions(s.type(), 'Bug Report');
    await s.user.type(s.message(), 'The dice rolls a 7');
    await s.user.type(s.email(), 'ada@example.com');
    await s.user.click(s.submit());
    expect((await screen.findByRole('alert')).textContent).toBe(FAILURE);
    expect([s.type().value, s.message().value, s.email().value]).toEqual(['Bug Report', 'The dice rolls a 7', 'ada@example.com']);
    expect(screen.getByRole('button', { name: 'Send Feedback' }).hasAttribute('disabled')).toBe(false);
    await s.user.click(s.submit());
    expect(await screen.findByText(THANKS)).toBeTruthy();
    expect(screen.queryByText(FAILURE)).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it('sends with Ctrl+Enter from the message box', async () => {
    const s = setup();
    await s.user.selectOptions(s.type(), 'Other');
    await s.user.type(s.message(), 'Line one{Enter}line two');
    expect(s.message().value).toBe('Line one\nline two');
    await s.user.keyboard('{Control>}{Enter}{/Control}');
    await vi.waitFor(() => expect(s.backend.addFeedback).toHaveBeenCalledWith(expect.objectContaining({ message: 'Line one\nline two' })));
  });

  it('fills the email of a signed-in user', () => {
    useUserStore.setState({ user: fakeUser('ada@example.com'), loading: false, profile: null });
    const s = setup();
    expect(s.email().value).toBe('ada@example.com');
  });

  it('keeps a draft when closed with Escape, for the next opening', async () => {
    const s = setup();
    await s.user.selectOptions(s.type(), 'Improvement Suggestion');
    await s.user.type(s.message(), 'Bigger buttons');
    await s.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await s.user.click(screen.getByRole('button', { name: 'Give Feedback' }));
    expect([s.type().value, s.message().value]).toEqual(['Improvement Suggestion', 'Bigger buttons']);
  });

  it('forgets the draft once sent, even when closed before the 3 seconds end', async () => {
    const s = setup();
    await s.user.selectOptions(s.type(), 'Other');
    await s.user.type(s.message(), 'Hello');
    await s.user.click(s.submit());
    await screen.findByText(THANKS);
    await s.user.click(screen.getByRole('button', { name: 'Close' }));
    await s.user.click(screen.getByRole('button', { name: 'Give Feedback' }));
    expect([s.type().value, s.message().value]).toEqual(['', '']);
  });
});
