// @vitest-environment jsdom
/**
 * Feedback is written by anyone: /admin shows its type, message and email as text, links only
 * a plausible email address (mailto:), and cuts an oversized field with a note.
 */
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { hostileText } from '@toolhub/shared/testing/hostile-text';
import type { Backend, Feedback } from '../../backend/backend';
import { getBackend } from '../../backend/select';
import { FEEDBACK_DISPLAY_LIMIT } from '../dashboard/ShortText';
import { FeedbackSection, isLinkableEmail } from './FeedbackSection';

vi.mock('../../backend/select', () => ({ getBackend: vi.fn() }));

const PAYLOADS = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'javascript:alert(1)', '&lt;b&gt;bold&lt;/b&gt;'];
const MEGABYTE = 'M'.repeat(1_000_000);
const at = (minute: number) => new Date(2024, 4, 7, 9, minute);

// The database may hold any string in `type`: the form's list is not enforced on reading.
const FEEDBACK = [
  ...PAYLOADS.map((payload, n) => ({ id: `p${n}`, type: 'Bug Report', message: payload, email: null, createdAt: at(50 - n) })),
  { id: 'type', type: '<img src=x onerror=alert(2)>', message: 'Odd type', email: null, createdAt: at(40) },
  { id: 'js-email', type: 'Other', message: 'Script email', email: 'javascript:alert(1)//@x.example', createdAt: at(39) },
  { id: 'header-email', type: 'Other', message: 'Header email', email: 'sam@example.com?bcc=all@example.com', createdAt: at(38) },
  { id: 'good-email', type: 'Other', message: 'Good email', email: 'sam@example.com', createdAt: at(37) },
  { id: 'huge', type: MEGABYTE, message: MEGABYTE, email: `${MEGABYTE}@example.com`, createdAt: at(36) },
] as unknown as Feedback[];

beforeEach(() => {
  vi.mocked(getBackend).mockImplementation(async () => ({ listRecentFeedback: async () => FEEDBACK }) as unknown as Backend);
});
afterEach(() => vi.restoreAllMocks());

const item = (message: string | RegExp) => screen.getByText(message, { selector: '.admin-feedback-message' }).closest('li') as HTMLElement;

describe('Latest feedback with hostile content', () => {
  it('shows every field as text and links only a plausible email address', async () => {
    const { container } = render(<FeedbackSection refreshKey={0} />);
    await screen.findByRole('list', { name: 'Latest feedback' });

    for (const payload of PAYLOADS) expect(screen.getByText(payload, { selector: '.admin-feedback-message' })).toBeTruthy();
    expect(within(item('Odd type')).getByText('<img src=x onerror=alert(2)>')).toBeTruthy();
    expect(container.querySelectorAll('script, img, iframe, object, embed, [onerror], [onclick]')).toHaveLength(0);

    expect([...container.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(['mailto:sam@example.com']);
    expect(within(item('Good email')).getByRole('link', { name: 'sam@example.com' })).toBeTruthy();
    expect(within(item('Script email')).getByText('javascript:alert(1)//@x.example')).toBeTruthy();
    expect(within(item('Header email')).getByText('sam@example.com?bcc=all@example.com')).toBeTruthy();
  });

  it('cuts 1 MB fields with a note', async () => {
    const { container } = render(<FeedbackSection refreshKey={0} />);
    await screen.findByRole('list', { name: 'Latest feedback' });
    const huge = item(/^M+…/);
    const message = within(huge).getByText(/^M+…/, { selector: '.admin-feedback-message' });
    expect(message.textContent).toBe(`${'M'.repeat(FEEDBACK_DISPLAY_LIMIT - 1)}… (shortened)`);
    expect(FEEDBACK_DISPLAY_LIMIT).toBe(5000);
    expect(within(huge).queryByRole('link')).toBeNull();
    expect(huge.querySelector('.admin-feedback-meta')?.textContent?.length).toBeLessThan(400);
    expect(container.textContent?.length).toBeLessThan(10_000);
  });
});

describe('isLinkableEmail', () => {
  it.each([
    ['sam@example.com', true],
    ['first.last+tag@sub.example.co.uk', true],
    ['javascript:alert(1)//@x.example', false],
    ['sam@example.com?bcc=all@example.com', false],
    ['sam@example.com#x', false],
    ['"<b>"@example.com', false],
    ['sam @example.com', false],
    ['sam@localhost', false],
    [`${'a'.repeat(250)}@example.com`, false],
    // Half of a character pair: a mailto: link would carry U+FFFD, a different address.
    ['s\uD800m@example.com', false],
    ['\uDC00@example.com', false],
    ['😀@example.com', true],
  ])('%j → %s', (email, expected) => {
    expect(isLinkableEmail(email)).toBe(expected);
  });

  it('links only an address a mailto: link carries exactly', () => {
    fc.assert(
      fc.property(hostileText(), (local) => {
        const email = `${local}@example.com`;
        if (!isLinkableEmail(email)) return;
        expect(decodeURIComponent(new URL(`mailto:${email}`).href.slice('mailto:'.length))).toBe(email);
      }),
    );
  });
});
