// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Announcer, type CatalogueTool } from '@toolhub/shared';
import { resetAnnouncements } from '@toolhub/shared/testing';
import { renderInRouter } from '@toolhub/shared/testing/router';
import { canvasToPng } from './card';
import PersonalityDecoderTool from './index';

// jsdom cannot draw: the card reports itself drawn, and its PNG is what each case says.
vi.mock('./card', () => ({ drawResultCard: vi.fn(() => true), canvasToPng: vi.fn() }));

const tool: CatalogueTool = {
  name: 'Personality Decoder',
  path: 'personality-decoder',
  description: 'Take a public-domain Big Five test.',
  icon: '🧬',
  isAvailable: true,
  category: 'ai-tools',
};

let saved: HTMLAnchorElement[] = [];
beforeEach(() => {
  sessionStorage.clear();
  saved = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:card');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this);
  });
  renderInRouter(
    <>
      <PersonalityDecoderTool tool={tool} />
      <Announcer />
    </>,
    '/personality-decoder?r=E34A40C28S22I45',
  );
});
afterEach(() => {
  cleanup();
  resetAnnouncements();
  vi.restoreAllMocks();
});

describe('PersonalityDecoderTool download', () => {
  it('saves the result card as big-five-profile.png and announces it once', async () => {
    vi.mocked(canvasToPng).mockResolvedValue(new Blob(['png'], { type: 'image/png' }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download PNG' }));
    const shown = await screen.findAllByText('Image downloaded.');
    expect(shown).toHaveLength(1);
    expect(shown[0]!.closest('.th-announcer')).not.toBeNull();
    expect(saved.map((link) => [link.download, link.href])).toEqual([['big-five-profile.png', 'blob:card']]);
  });

  it('says in the tool when the browser cannot make the image, and saves nothing', async () => {
    vi.mocked(canvasToPng).mockResolvedValue(null);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download PNG' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your browser could not create the image.');
    expect(saved).toEqual([]);
  });
});
