import { useEffect, useRef, useState } from 'react';
import type { Chart as ChartInstance, ChartConfiguration } from 'chart.js';
import { Message } from '@toolhub/shared';
import { readChartColours, type ChartColours } from './chart-theme';
import { useThemeAttribute } from './useThemeAttribute';
import { describeError } from '../../errors/describe-error';

export interface ChartSeries {
  label: string;
  values: readonly number[];
}

export interface DailyChartProps {
  /** The chart's accessible name. */
  label: string;
  labels: readonly string[];
  series: readonly ChartSeries[];
}

function configFor(labels: readonly string[], series: readonly ChartSeries[], colours: ChartColours): ChartConfiguration<'line'> {
  const reduceMotion = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  const axis = { ticks: { color: colours.muted }, grid: { color: colours.grid }, border: { color: colours.grid } };
  return {
    type: 'line',
    data: {
      labels: [...labels],
      datasets: series.map((item, index) => {
        const colour = colours.series[index % colours.series.length] ?? colours.text;
        return {
          label: item.label,
          data: [...item.values],
          borderColor: colour,
          backgroundColor: colour,
          pointBackgroundColor: colours.surface,
          borderWidth: 2,
          pointRadius: labels.length > 31 ? 0 : 3,
          pointHoverRadius: 5,
          tension: 0.25,
        };
      }),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: reduceMotion ? false : { duration: 300 },
      interaction: { mode: 'index', intersect: false },
      scales: {
        x: { ...axis, ticks: { ...axis.ticks, autoSkip: true, maxRotation: 0 } },
        y: { ...axis, beginAtZero: true, ticks: { ...axis.ticks, precision: 0 } },
      },
      plugins: {
        legend: { labels: { color: colours.text, usePointStyle: true } },
        tooltip: { backgroundColor: colours.surface, titleColor: colours.text, bodyColor: colours.text, borderColor: colours.grid, borderWidth: 1 },
      },
    },
  };
}

/**
 * A line chart drawn by Chart.js, loaded on first use. It is a picture for sighted users (role
 * img, named by `label`); the exact numbers are in the data table that accompanies it.
 */
export function DailyChart({ label, labels, series }: DailyChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const theme = useThemeAttribute();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    let chart: ChartInstance<'line'> | undefined;
    import('./chart-setup')
      .then(({ Chart }) => {
        if (!active || !canvas.current) return;
        chart = new Chart(canvas.current, configFor(labels, series, readChartColours()));
      })
      // The chunk may fail to arrive, or the canvas refuse a context: the table still has the numbers.
      .catch((error: unknown) => {
        if (active) setFailure(describeError(error));
      });
    return () => {
      active = false;
      chart?.destroy();
    };
    // The theme is read from CSS inside; depending on it redraws the chart in the new colours.
  }, [labels, series, theme]);

  if (failure) {
    return <Message tone="warning">The chart could not be drawn ({failure}). The numbers are in the data table.</Message>;
  }
  return (
    <div className="admin-chart">
      <canvas ref={canvas} role="img" aria-label={label}>
        {label}
      </canvas>
    </div>
  );
}
