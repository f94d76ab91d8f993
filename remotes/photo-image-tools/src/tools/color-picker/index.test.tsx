// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CatalogueTool } from '@toolhub/shared';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import ColorPickerTool from './index';

const tool: CatalogueTool = {
  name: 'Color Picker',
  path: 'color-picker',
  description: 'Pick colours.',
  icon: '🎯',
  isAvailable: true,
  category: 'photo-image-tools',
};

function renderTool(url = '/color-picker?color=ff0000') {
  return renderInRouter(<ColorPickerTool tool={tool} />, url);
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete (window as { EyeDropper?: unknown }).EyeDropper;
});

describe('ColorPickerTool', () => {
  it('shows the colour from the link in every notation', () => {
    renderTool();
    expect(field('HEX').value).toBe('#ff0000');
    expect(field('RGB').value).toBe('rgb(255 0 0)');
    expect(field('HSL').value).toBe('hsl(0 100% 50%)');
    expect(field('OKLCH').value).toBe('oklch(0.62796 0.25768 29.23)');
  });

  it('updates the other fields and the link when a valid value is typed', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.clear(field('HSL'));
    await user.type(field('HSL'), 'hsl(120 100% 50%)');
    expect(field('HEX').value).toBe('#00ff00');
    expect(field('RGB').value).toBe('rgb(0 255 0)');
    expect(field('HSL').value).toBe('hsl(120 100% 50%)');
    await waitFor(() => expect(currentSearch()).toBe('?color=00ff00'));
  });

  it('keeps invalid text with an inline message and leaves the colour alone', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.clear(field('RGB'));
    await user.type(field('RGB'), 'rgb(300 0 0)');
    expect(screen.getByRole('alert').textContent).toMatch(/0 to 255/);
    expect(field('RGB').value).toBe('rgb(300 0 0)');
    expect(field('RGB').getAttribute('aria-invalid')).toBe('true');
    expect(field('HEX').value).toBe('#ff0000');
    await user.tab();
    expect(field('RGB').value).toBe('rgb(300 0 0)');
  });

  it('moves through the colour area and hue with the keyboard', async () => {
    const user = userEvent.setup();
    renderTool();
    const area = screen.getByRole('slider', { name: 'Saturation and brightness' });
    area.focus();
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(field('HEX').value).toBe('#ff1919');
    await user.keyboard('{PageDown}');
    expect(field('HEX').value).toBe('#000000');
    await user.keyboard('{PageUp}{End}');
    fireEvent.change(screen.getByRole('slider', { name: /Hue/ }), { target: { value: '240' } });
    expect(field('HEX').value).toBe('#0000ff');
    fireEvent.change(screen.getByRole('slider', { name: /Opacity/ }), { target: { value: '50' } });
    expect(field('HEX').value).toBe('#0000ff80');
  });

  it('explains when the screen picker is unavailable and uses it when present', async () => {
    const user = userEvent.setup();
    const first = renderTool();
    expect(screen.getByRole('button', { name: /Pick from screen/ })).toHaveProperty('disabled', true);
    expect(screen.getByText(/no screen colour picker/)).toBeTruthy();
    first.unmount();

    (window as { EyeDropper?: unknown }).EyeDropper = class {
      open() {
        return Promise.resolve({ sRGBHex: '#123456' });
      }
    };
    renderTool();
    await user.click(screen.getByRole('button', { name: /Pick from screen/ }));
    await waitFor(() => expect(field('HEX').value).toBe('#123456'));
  });

  it('checks contrast against a background', async () => {
    const user = userEvent.setup();
    renderTool();
    expect(screen.getByText('3.99:1')).toBeTruthy();
    expect(screen.getByText(/^AA · large text/).textContent).toMatch(/Pass/);
    expect(screen.getByText(/^AA · normal text/).textContent).toMatch(/Fail/);

    const background = screen.getByRole('textbox', { name: 'Background colour' });
    await user.clear(background);
    await user.type(background, '#000');
    expect(screen.getByText('5.25:1')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Swap/ }));
    expect((screen.getByRole('textbox', { name: /Text colour/ }) as HTMLInputElement).value).toBe('#000000');
    expect((screen.getByRole('textbox', { name: 'Background colour' }) as HTMLInputElement).value).toBe('#ff0000');
    expect(currentSearch()).toContain('fg=000000');

    await user.clear(background);
    await user.type(background, 'nope');
    expect(screen.getByRole('alert').textContent).toMatch(/Not a colour/);
  });

  it('saves, loads and removes swatches', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.click(screen.getByRole('button', { name: '+ Save #ff0000' }));
    expect(JSON.parse(localStorage.getItem('toolhub:color-picker:swatches') ?? '[]')).toEqual(['#ff0000']);

    await user.clear(field('HEX'));
    await user.type(field('HEX'), '#00f');
    expect(field('RGB').value).toBe('rgb(0 0 255)');
    await user.click(screen.getByRole('button', { name: 'Load #ff0000' }));
    expect(field('RGB').value).toBe('rgb(255 0 0)');

    await user.click(screen.getByRole('button', { name: 'Remove #ff0000' }));
    expect(screen.queryByRole('button', { name: 'Load #ff0000' })).toBeNull();
    expect(localStorage.getItem('toolhub:color-picker:swatches')).toBe('[]');
  });

  it('rejects a file that is not an image', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderTool();
    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await user.upload(screen.getByLabelText(/Choose an image/), file);
    expect(screen.getByRole('alert').textContent).toMatch(/notes.txt” is not an image/);
  });

  it('takes an image dropped on the picker and rejects a dropped file that is not one', async () => {
    renderTool();
    const drop = (file: File) =>
      fireEvent.drop(screen.getByLabelText(/Choose an image/), { dataTransfer: { files: [file], types: ['Files'], items: [] } });
    drop(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert').textContent).toBe('“notes.txt” is not an image. Choose a PNG, JPEG, WebP, GIF or similar file.');
    drop(new File([new Uint8Array([1])], 'photo.png', { type: 'image/png' }));
    // jsdom decodes nothing: the image is taken, and its failure is reported.
    expect(await screen.findByText('“photo.png” could not be read as an image.')).toBeTruthy();
  });

  it('warns about a broken colour link and starts from the default', () => {
    renderTool('/color-picker?color=zzz');
    expect(screen.getByText(/colour in the link was not recognised/).getAttribute('role')).toBe('status');
    expect(field('HEX').value).toBe('#4f46e5');
  });
});
