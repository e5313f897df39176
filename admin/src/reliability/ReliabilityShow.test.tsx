import { render, screen } from '@testing-library/react';
import { ResourceContextProvider, testDataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { SUPERADMIN, TestAdmin } from '../test/utils';
import ReliabilityShow from './ReliabilityShow';

const contested = {
  id: 41,
  kind: 'no_show',
  user_id: 7,
  user_name: 'Tunde Bello',
  application_id: 12,
  status: 'contested',
  note: null,
  contest_note: 'I was there at 9, the gate was locked',
  contested_at: '2026-11-21T12:00:00Z',
  created_at: '2026-11-20T12:00:00Z',
  resolved_at: null,
};

function renderShow(record: Record<string, unknown> = contested) {
  const getOne = vi.fn(async () => ({ data: record }));
  render(
    <TestAdmin dataProvider={testDataProvider({ getOne } as never)} user={SUPERADMIN} path="/admin/reliability/41/show">
      <ResourceContextProvider value="admin/reliability">
        <Routes>
          <Route path="/admin/reliability/:id/show" element={<ReliabilityShow />} />
        </Routes>
      </ResourceContextProvider>
    </TestAdmin>,
  );
}

const field = (source: string) => document.querySelector(`.ra-field-${source}`);

describe('ReliabilityShow', () => {
  it("shows the freelancer's contest and its date beside the no-show, apart from the decision note", async () => {
    renderShow();
    expect(await screen.findByText('I was there at 9, the gate was locked')).toBeInTheDocument();
    expect(field('contest_note')).toHaveTextContent("Freelancer's contest");
    expect(field('contest_note')).toHaveTextContent('Contested on 21/11/2026');
    expect(field('note')).toHaveTextContent('Decision note');
    expect(field('note')).not.toHaveTextContent('gate was locked');
    expect(await screen.findByRole('button', { name: 'Uphold' })).toBeInTheDocument();
  });

  it('keeps the contest once decided, with the decision note', async () => {
    renderShow({ ...contested, status: 'dismissed', note: 'Check-in photo shown', resolved_at: '2026-11-22T12:00:00Z' });
    expect(await screen.findByText('I was there at 9, the gate was locked')).toBeInTheDocument();
    expect(field('note')).toHaveTextContent('Check-in photo shown');
    expect(screen.getByText('Dismissed')).toBeInTheDocument();
  });

  it('speaks French', async () => {
    await i18nProvider.changeLocale('fr');
    try {
      renderShow();
      expect(await screen.findByText('I was there at 9, the gate was locked')).toBeInTheDocument();
      expect(field('contest_note')).toHaveTextContent('Contestation du freelance');
      expect(field('contest_note')).toHaveTextContent('Contestée le 21/11/2026');
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });
});
