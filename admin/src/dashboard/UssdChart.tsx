import { Bar } from 'react-chartjs-2';
import { chartOptions } from './chartSetup';

/** USSD sessions per day over 14 days, and those that acted. */
export default function UssdChart({
  days,
  sessions,
  actions,
  sessionsLabel,
  actionsLabel,
}: {
  days: string[];
  sessions: number[];
  actions: number[];
  sessionsLabel: string;
  actionsLabel: string;
}) {
  return (
    <Bar
      role="img"
      aria-label="ussd chart"
      options={chartOptions}
      data={{
        labels: days.map((day) => day.slice(5)),
        datasets: [
          { label: sessionsLabel, data: sessions, backgroundColor: '#6a1b9a' },
          { label: actionsLabel, data: actions, backgroundColor: '#2e7d32' },
        ],
      }}
    />
  );
}
