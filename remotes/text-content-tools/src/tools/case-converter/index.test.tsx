// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { CatalogueTool } from '@toolhub/shared';
import CaseConverterTool from './index';

const tool: CatalogueTool = {
  name: 'Case Converter',
  path: 'case-converter',
  description: 'Change text case',
  icon: '🔠',
  isAvailable: true,
  category: 'text-content-tools',
};

let search = '';
function LocationProbe() {
  search = useLocation().search;
  return null;
}

function renderTool(url = '/case-converter') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <CaseConverterTool tool={tool} />
      <LocationProbe />
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('CaseConverterTool', () => {
  it('shows every conversion as you type', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.type(screen.getByLabelText('Text to convert'), 'the lord of the rings');
    expect(screen.getByTestId('selected-result').textContent).toBe('The Lord of the Rings');
    expect(screen.getByTestId('result-camel').textContent).toBe('theLordOfTheRings');
    expect(screen.getByTestId('result-constant').textContent).toBe('THE_LORD_OF_THE_RINGS');
    expect(screen.getByTestId('result-kebab').textContent).toBe('the-lord-of-the-rings');
    expect(screen.getByRole('button', { name: 'Copy snake_case' })).toHaveProperty('disabled', false);
  });

  it('keeps the chosen mode and letter rules in the URL', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.click(screen.getByRole('radio', { name: 'snake_case' }));
    expect(search).toBe('?mode=snake');
    await user.selectOptions(screen.getByLabelText('Letter rules'), 'tr');
    expect(search).toContain('lang=tr');
    await user.type(screen.getByLabelText('Text to convert'), 'KIRMIZI IŞIK');
    expect(screen.getByTestId('selected-result').textContent).toBe('kırmızı_ışık');
  });

  it('reads the mode from a shared link and ignores unknown modes', () => {
    renderTool('/case-converter?mode=pascal');
    expect(screen.getByRole('radio', { name: 'PascalCase' })).toHaveProperty('checked', true);
    cleanup();
    renderTool('/case-converter?mode=shouting');
    expect(screen.getByRole('radio', { name: 'Title Case' })).toHaveProperty('checked', true);
  });

  it('puts the result back into the input and clears it', async () => {
    const user = userEvent.setup();
    renderTool('/case-converter?mode=upper');
    const input = screen.getByLabelText<HTMLTextAreaElement>('Text to convert');
    await user.type(input, 'école été');
    await user.click(screen.getByRole('button', { name: 'Use as input' }));
    expect(input.value).toBe('ÉCOLE ÉTÉ');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input.value).toBe('');
    expect(screen.getByRole('button', { name: 'Copy result' })).toHaveProperty('disabled', true);
  });
});
