import { Line } from 'react-chartjs-2';
import { chartOptions } from './chartSetup';

/** Listings per month: open against closed (line). */
export default function ListingsChart({
  labels,
  open,
  closed,
  openLabel,
  closedLabel,
}: {
  labels: string[];
  open: number[];
  closed: number[];
  openLabel: string;
  closedLabel: string;
}) {
  return (
    <Line
      role="img"
      aria-label="listings chart"
      options={chartOptions}
      data={{
        labels,
        datasets: [
          { label: openLabel, data: open, borderColor: '#2e7d32', backgroundColor: '#2e7d32', tension: 0.3 },
          { label: closedLabel, data: closed, borderColor: '#c62828', backgroundColor: '#c62828', tension: 0.3 },
        ],
      }}
    />
  );
}
