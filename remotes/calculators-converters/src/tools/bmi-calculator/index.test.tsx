// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushDrafts } from '@toolhub/shared';
import { installCssEscape, resetDrafts } from '@toolhub/shared/testing';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import { fakeTool } from '../../testing/harness';
import BmiCalculatorTool from './index';

installCssEscape();
const tool = fakeTool('bmi-calculator', 'BMI Calculator');
const renderAt = (query = '') => renderInRouter(<BmiCalculatorTool tool={tool} />, `/bmi-calculator${query}`);
const bmi = () => document.querySelector('output')?.textContent ?? null;
const card = () => screen.getByRole('region', { name: 'Your BMI' });
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('BmiCalculatorTool', () => {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
    resetDrafts();
  });
  afterEach(cleanup);

  it('gives 22.9 for 70 kg and 175 cm, with the WHO category, range and healthy weight', async () => {
    const user = userEvent.setup();
    renderAt();
    expect(within(card()).getByRole('status').textContent).toBe('Enter your height and weight to see your body mass index.');
    await user.type(input('Height (cm)'), '175');
    await user.type(input('Weight (kg)'), '70');
    expect(bmi()).toBe('22.9');
    expect(card().textContent).toContain('Normal weight');
    expect(card().textContent).toContain('Healthy weight for your height56.7 kg – 76.3 kg');
    expect(card().textContent).toContain('BMI Prime (BMI ÷ 25)0.91');
    const row = screen.getByRole('rowheader', { name: 'Normal weight: your BMI' }).closest('tr')!;
    expect(row.getAttribute('aria-current')).toBe('true');
    expect(within(row).getByRole('cell').textContent).toBe('18.5 – 24.9');
    expect(currentSearch()).toBe('?cm=175&kg=70');
  });

  it('converts what was typed when the unit changes, and leaves it alone on the way back', async () => {
    const user = userEvent.setup();
    renderAt('?cm=175&kg=70');
    await user.click(screen.getByRole('radio', { name: 'ft, in' }));
    expect(input('Feet').value).toBe('5');
    expect(input('Inches').value).toBe('8.9');
    await user.click(screen.getByRole('radio', { name: 'st, lb' }));
    expect(input('Stones').value).toBe('11');
    expect(input('Pounds').value).toBe('0.3');
    expect(bmi()).toBe('22.9');
    expect(card().textContent).toContain('8 st 12.9 lb – 12 st 0.1 lb');
    await user.click(screen.getByRole('radio', { name: 'lb' }));
    expect(input('Weight (lb)').value).toBe('154.3');
    await user.click(screen.getByRole('radio', { name: 'cm' }));
    await user.click(screen.getByRole('radio', { name: 'kg' }));
    expect(input('Height (cm)').value).toBe('175');
    expect(input('Weight (kg)').value).toBe('70');
    expect(currentSearch()).toContain('ft=5&in=8.9');
  });

  it('shows a note for children and teens instead of an adult category', async () => {
    const user = userEvent.setup();
    renderAt('?cm=140&kg=35');
    await user.click(screen.getByRole('radio', { name: 'Child or teen (2–19)' }));
    expect(currentSearch()).toContain('age=child');
    expect(bmi()).toBe('17.9');
    expect(card().textContent).toContain('Read with BMI-for-age');
    expect(screen.getByRole('note').textContent).toContain('The adult categories do not apply under 20.');
    expect(card().textContent).not.toContain('mild thinness: your BMI');
    expect(document.querySelector('tr[aria-current]')).toBeNull();
  });

  it('says what is wrong next to the field and keeps the text', async () => {
    const user = userEvent.setup();
    renderAt();
    await user.type(input('Height (cm)'), '12');
    await user.type(input('Weight (kg)'), '70');
    expect(input('Height (cm)').value).toBe('12');
    expect(input('Height (cm)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a height from 50 to 280 cm.').id).toBe(input('Height (cm)').getAttribute('aria-describedby'));
    expect(bmi()).toBeNull();
    // Nothing valid to convert: switching to feet and back keeps "12".
    await user.click(screen.getByRole('radio', { name: 'ft, in' }));
    expect(input('Feet').value).toBe('');
    await user.click(screen.getByRole('radio', { name: 'cm' }));
    expect(input('Height (cm)').value).toBe('12');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input('Height (cm)').value).toBe('');
    expect(input('Weight (kg)').value).toBe('');
  });

  it('says how much to lose to reach the normal range', () => {
    renderAt('?cm=170&kg=95');
    expect(bmi()).toBe('32.9');
    expect(card().textContent).toContain('Obesity class I');
    expect(card().textContent).toContain('To reach BMI 24.9lose 23.0 kg');
  });

  it('keeps the measurements as drafts across a reload', async () => {
    const user = userEvent.setup();
    renderAt();
    await user.type(input('Height (cm)'), '181');
    cleanup();
    await act(() => flushDrafts());
    resetDrafts();
    renderAt();
    await waitFor(() => expect(input('Height (cm)').value).toBe('181'));
  });
});
