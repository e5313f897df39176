import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LineElement,
  LinearScale,
  PointElement,
  Tooltip,
} from 'chart.js';
import { LIMITS } from '@gigmarket/shared';

ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, BarElement, Tooltip, Legend);

export const chartOptions = {
  responsive: true,
  aspectRatio: LIMITS.chartAspectRatio,
  maintainAspectRatio: true,
  plugins: { legend: { position: 'bottom' as const } },
  scales: { x: { ticks: { autoSkip: false } }, y: { beginAtZero: true, ticks: { precision: 0 } } },
};
