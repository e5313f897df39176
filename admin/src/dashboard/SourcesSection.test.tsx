import { render, screen, within } from '@testing-library/react';
import { memoryStore, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { JobSources } from '../providers/dataProvider';
import { SUPERADMIN, TestAdmin } from '../test/utils';
import { SOURCES_DAYS, SourcesSection } from './SourcesSection';

const FIGURES: JobSources = {
  since: '2026-10-31',
  days: 30,
  by_source: [
    { source: 'share', views: 1200, shares: 40, applications: 7 },
    { source: 'feed', views: 30, shares: 0, applications: 1 },
    { source: 'search', views: 900, shares: 0, applications: 5 },
    { source: 'other', views: 12, shares: 0, applications: 0 },
    { source: 'direct', views: 300, shares: 2, applications: 3 },
  ],
  top_jobs: [{ listing_id: 8, job_title: 'Tile a kitchen floor', views: 800, shares: 30, applications: 6 }],
};

function renderSources(locale: string) {
  const jobSources = vi.fn(async () => FIGURES);
  render(
    <TestAdmin dataProvider={testDataProvider({ jobSources } as never)} user={SUPERADMIN} store={memoryStore({ locale })}>
      <SourcesSection />
    </TestAdmin>,
  );
  return jobSources;
}

describe('SourcesSection', () => {
  it('shows views, shares and applications per source over the last 30 days, and the most viewed jobs', async () => {
    const spy = renderSources('en');
    const share = await screen.findByTestId('source-share');
    expect(within(share).getByRole('rowheader')).toHaveTextContent('Shared links');
    expect(share).toHaveTextContent('1,200');
    expect(within(screen.getByTestId('source-search')).getByRole('rowheader')).toHaveTextContent('Search engines');
    expect(screen.getByText('Tile a kitchen floor')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Where job views came from (last 30 days)' })).toBeInTheDocument();
    expect(spy).toHaveBeenCalledWith(SOURCES_DAYS);
  });

  it('speaks French', async () => {
    renderSources('fr');
    const feed = await screen.findByTestId('source-feed');
    expect(within(feed).getByRole('rowheader')).toHaveTextContent('Flux d’offres');
    expect(screen.getByRole('heading', { name: 'D’où viennent les vues des missions (30 derniers jours)' })).toBeInTheDocument();
  });
});
