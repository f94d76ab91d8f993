// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ChartConfiguration } from 'chart.js';
import { DailyChart } from './DailyChart';

// jsdom has no canvas: a stand-in records what the component asks Chart.js to draw.
const charts = vi.hoisted(() => ({
  made: [] as { config: ChartConfiguration<'line'>; destroyed: boolean }[],
  fail: null as Error | null,
}));
vi.mock('./chart-setup', () => ({
  Chart: class {
    record: { config: ChartConfiguration<'line'>; destroyed: boolean };
    constructor(_canvas: HTMLCanvasElement, config: ChartConfiguration<'line'>) {
      if (charts.fail) throw charts.fail;
      this.record = { config, destroyed: false };
      charts.made.push(this.record);
    }
    destroy() {
      this.record.destroyed = true;
    }
  },
}));

const root = document.documentElement;
const setTokens = (accent: string, success: string, text: string) => {
  root.style.setProperty('--th-accent', accent);
  root.style.setProperty('--th-success', success);
  root.style.setProperty('--th-text', text);
};

const LABELS = ['1 May', '2 May'];
const SERIES = [
  { label: 'Page views', values: [3, 4] },
  { label: 'Unique visitors', values: [1, 2] },
];

beforeEach(() => {
  charts.made.length = 0;
  charts.fail = null;
  setTokens('#111111', '#222222', '#333333');
  root.dataset.theme = 'light';
});
afterEach(() => {
  root.removeAttribute('style');
  delete root.dataset.theme;
});

describe('DailyChart', () => {
  it('is an image named by its label and draws both series in the theme colours', async () => {
    render(<DailyChart label="Line chart of page views" labels={LABELS} series={SERIES} />);
    expect(screen.getByRole('img', { name: 'Line chart of page views' })).toBeTruthy();
    await waitFor(() => expect(charts.made).toHaveLength(1));
    const { config } = charts.made[0]!;
    expect(config.type).toBe('line');
    expect(config.data.labels).toEqual(LABELS);
    expect(config.data.datasets.map((set) => [set.label, set.data, set.borderColor])).toEqual([
      ['Page views', [3, 4], '#111111'],
      ['Unique visitors', [1, 2], '#222222'],
    ]);
    expect(config.options?.plugins?.legend?.labels?.color).toBe('#333333');
  });

  it('redraws in the new colours when the theme changes, and cleans up the old chart', async () => {
    render(<DailyChart label="Chart" labels={LABELS} series={SERIES} />);
    await waitFor(() => expect(charts.made).toHaveLength(1));
    await act(async () => {
      setTokens('#aaaaaa', '#bbbbbb', '#cccccc');
      root.dataset.theme = 'dark';
    });
    await waitFor(() => expect(charts.made).toHaveLength(2));
    expect(charts.made[0]!.destroyed).toBe(true);
    expect(charts.made[1]!.config.data.datasets[0]!.borderColor).toBe('#aaaaaa');
  });

  it('destroys its chart when it leaves the page', async () => {
    const { unmount } = render(<DailyChart label="Chart" labels={LABELS} series={SERIES} />);
    await waitFor(() => expect(charts.made).toHaveLength(1));
    unmount();
    expect(charts.made[0]!.destroyed).toBe(true);
  });

  it('says so, pointing to the table, when the chart cannot be drawn', async () => {
    charts.fail = new Error('no canvas context');
    render(<DailyChart label="Chart" labels={LABELS} series={SERIES} />);
    expect(await screen.findByText('The chart could not be drawn (no canvas context). The numbers are in the data table.')).toBeTruthy();
  });
});
