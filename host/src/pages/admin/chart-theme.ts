/** Chart colours come from the design tokens, so charts follow the light and dark themes. */

export interface ChartColours {
  text: string;
  muted: string;
  grid: string;
  surface: string;
  /** One colour per series, in order. */
  series: string[];
}

// Only used if the tokens are missing (a stylesheet failed to load): the light theme's values.
const FALLBACK: ChartColours = {
  text: '#161a26',
  muted: '#545c70',
  grid: '#d5d9e4',
  surface: '#ffffff',
  series: ['#4f46e5', '#137a3f'],
};

export function readChartColours(root: Element = document.documentElement): ChartColours {
  const style = getComputedStyle(root);
  const token = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    text: token('--th-text', FALLBACK.text),
    muted: token('--th-text-muted', FALLBACK.muted),
    grid: token('--th-border', FALLBACK.grid),
    surface: token('--th-surface', FALLBACK.surface),
    series: [token('--th-accent', FALLBACK.series[0]!), token('--th-success', FALLBACK.series[1]!)],
  };
}
