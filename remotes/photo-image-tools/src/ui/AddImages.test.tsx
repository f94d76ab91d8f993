// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { AddImages } from './AddImages';

const image = (name: string) => new File([new Uint8Array([1])], name, { type: 'image/png' });
const drop = (target: Element, files: File[]) => fireEvent.drop(target, { dataTransfer: { files, types: ['Files'], items: [] } });

function renderCard(props: Partial<Parameters<typeof AddImages>[0]> = {}) {
  const onFiles = vi.fn();
  render(<AddImages id="t-add-title" accept="image/*" hint="Nothing is uploaded." disabled={false} onFiles={onFiles} {...props} />);
  return onFiles;
}

describe('AddImages', () => {
  it('is a card named Add images with a picker for several images', () => {
    renderCard();
    expect(screen.getByRole('region', { name: 'Add images' })).toBeTruthy();
    const picker = screen.getByLabelText('Choose images') as HTMLInputElement;
    expect(picker.multiple).toBe(true);
    expect(picker.accept).toBe('image/*');
    expect(screen.getByText('Nothing is uploaded.')).toBeTruthy();
  });

  it('takes images dropped anywhere on the card, once', () => {
    const onFiles = renderCard();
    const files = [image('a.png'), image('b.png')];
    drop(screen.getByRole('heading', { name: 'Add images' }), files);
    expect(onFiles).toHaveBeenCalledTimes(1);
    expect(onFiles).toHaveBeenCalledWith(files);
  });

  it('ignores drops and turns the picker off while disabled', () => {
    const onFiles = renderCard({ disabled: true });
    expect((screen.getByLabelText('Choose images') as HTMLInputElement).disabled).toBe(true);
    drop(screen.getByRole('heading', { name: 'Add images' }), [image('a.png')]);
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('hands the whole drop to onDropTransfer when given', () => {
    const onDropTransfer = vi.fn();
    const onFiles = renderCard({ onDropTransfer });
    drop(screen.getByRole('heading', { name: 'Add images' }), [image('a.png')]);
    expect(onDropTransfer).toHaveBeenCalledTimes(1);
    expect(onFiles).not.toHaveBeenCalled();
  });
});
