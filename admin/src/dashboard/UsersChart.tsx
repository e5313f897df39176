import { Bar } from 'react-chartjs-2';
import { chartOptions } from './chartSetup';

/** New users per month: employers against freelancers (bar). */
export default function UsersChart({
  labels,
  employers,
  freelancers,
  employerLabel,
  freelancerLabel,
}: {
  labels: string[];
  employers: number[];
  freelancers: number[];
  employerLabel: string;
  freelancerLabel: string;
}) {
  return (
    <Bar
      role="img"
      aria-label="users chart"
      options={chartOptions}
      data={{
        labels,
        datasets: [
          { label: employerLabel, data: employers, backgroundColor: '#1565c0' },
          { label: freelancerLabel, data: freelancers, backgroundColor: '#f9a825' },
        ],
      }}
    />
  );
}
