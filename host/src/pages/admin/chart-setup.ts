/**
 * Chart.js with only the pieces the dashboard draws (a line chart on a category axis), registered
 * once. Only DailyChart imports this, through import(), so Chart.js is its own chunk that loads
 * with /admin and never with any other page.
 */
import { CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';

Chart.register(LineController, LineElement, PointElement, CategoryScale, LinearScale, Legend, Tooltip);

export { Chart };
