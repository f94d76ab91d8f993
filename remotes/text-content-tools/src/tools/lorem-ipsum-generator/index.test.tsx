// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CatalogueTool } from '@toolhub/shared';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import LoremIpsumGeneratorTool from './index';

const tool: CatalogueTool = {
  name: 'Lorem Ipsum Generator',
  path: 'lorem-ipsum-generator',
  description: 'Placeholder text',
  icon: '📜',
  isAvailable: true,
  category: 'text-content-tools',
};

function renderTool(url = '/lorem-ipsum-generator') {
  return renderInRouter(<LoremIpsumGeneratorTool tool={tool} />, url);
}

const output = () => screen.getByLabelText<HTMLTextAreaElement>('Generated text').value;

afterEach(cleanup);

describe('LoremIpsumGeneratorTool', () => {
  it('starts with three classic paragraphs of plain text', () => {
    renderTool();
    expect(output().startsWith('Lorem ipsum dolor sit amet, consectetur adipiscing elit.')).toBe(true);
    expect(output().split('\n\n')).toHaveLength(3);
    expect(screen.getByText(/^3 paragraphs ·/)).toBeTruthy();
  });

  it('generates an exact number of words, as HTML, and keeps the settings in the URL', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.selectOptions(screen.getByLabelText('Of'), 'words');
    const count = screen.getByLabelText('How many');
    await user.clear(count);
    await user.type(count, '25');
    await user.click(screen.getByRole('radio', { name: 'HTML (<p> tags)' }));
    await user.click(screen.getByRole('checkbox', { name: /Start with/ }));
    expect(output().startsWith('<p>')).toBe(true);
    expect(output().replace(/<\/?p>/g, ' ').split(/\s+/).filter(Boolean)).toHaveLength(25);
    expect(output().startsWith('<p>Lorem ipsum dolor')).toBe(false);
    expect(currentSearch()).toContain('unit=words');
    expect(currentSearch()).toContain('count=25');
    expect(currentSearch()).toContain('format=html');
    expect(currentSearch()).toContain('classic=0');
  });

  it('explains an out-of-range count and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderTool('/lorem-ipsum-generator?count=5');
    const count = screen.getByLabelText<HTMLInputElement>('How many');
    expect(count.value).toBe('5');
    await user.clear(count);
    await user.type(count, '250');
    expect(screen.getByRole('alert').textContent).toBe('Choose from 1 to 100 paragraphs.');
    expect(count.value).toBe('250');
    expect(count.getAttribute('aria-invalid')).toBe('true');
    expect(output()).toBe('');
    expect(screen.getByRole('button', { name: 'Generate again' })).toHaveProperty('disabled', true);
    await user.selectOptions(screen.getByLabelText('Of'), 'sentences');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(output().split('.').length - 1).toBe(250);
  });

  it('draws new text on Generate again', async () => {
    const user = userEvent.setup();
    renderTool('/lorem-ipsum-generator?classic=0&count=2');
    const first = output();
    await user.click(screen.getByRole('button', { name: 'Generate again' }));
    expect(output()).not.toBe(first);
    expect(output().split('\n\n')).toHaveLength(2);
  });
});
