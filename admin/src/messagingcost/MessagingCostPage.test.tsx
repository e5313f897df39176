import { fireEvent, render, screen, within } from '@testing-library/react';
import { memoryStore, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { MessagingCost } from '../providers/dataProvider';
import { MODERATOR, SUPERADMIN, TestAdmin } from '../test/utils';
import MessagingCostPage from './MessagingCostPage';

const day = (date: string, whatsapp: [number, number, number, number], cost: number, sms: number) => ({
  day: date,
  whatsapp_messages: whatsapp.reduce((sum, n) => sum + n, 0),
  whatsapp_by_category: {
    utility: whatsapp[0],
    marketing: whatsapp[1],
    authentication: whatsapp[2],
    service: whatsapp[3],
  },
  whatsapp_cost_micros: cost,
  sms_messages: sms,
});

const REPORT: MessagingCost = {
  days: 14,
  per_day: [day('2026-12-02', [2, 1, 0, 3], 65_000, 12), day('2026-12-01', [1, 0, 0, 0], 6_700, 4)],
  totals: day('2026-11-19', [3, 1, 0, 3], 71_700, 16),
};

function renderPage(report: MessagingCost | (() => Promise<MessagingCost>), { user = SUPERADMIN, locale = 'en' } = {}) {
  const messagingCost = vi.fn(typeof report === 'function' ? report : async () => report);
  render(
    <TestAdmin dataProvider={testDataProvider({ messagingCost } as never)} user={user} store={memoryStore({ locale })}>
      <MessagingCostPage />
    </TestAdmin>,
  );
  return { messagingCost };
}

describe('MessagingCostPage', () => {
  it('shows WhatsApp messages by category and their cost beside the SMS, per day, with the totals', async () => {
    const { messagingCost } = renderPage(REPORT);
    const table = await screen.findByRole('table', { name: 'Messages per channel per day' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'WhatsApp', 'Utility', 'Marketing', 'Authentication', 'Service', 'WhatsApp cost', 'SMS']);
    expect(rows[1]).toHaveTextContent('2026-12-0262103$0.06512');
    expect(rows[2]).toHaveTextContent('2026-12-0111000$0.00674');
    expect(rows[3]).toHaveTextContent('Total73103$0.071716');
    expect(messagingCost).toHaveBeenCalledWith(14);
    expect(screen.getByRole('heading', { name: 'Messages and cost' })).toBeInTheDocument();
  });

  it('asks again for another period', async () => {
    const { messagingCost } = renderPage(REPORT);
    await screen.findByRole('table', { name: 'Messages per channel per day' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Period' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Last 30 days' }));
    await vi.waitFor(() => expect(messagingCost).toHaveBeenCalledWith(30));
  });

  it('says so when there is nothing in the period, in French too', async () => {
    renderPage({ days: 14, per_day: [], totals: day('2026-11-19', [0, 0, 0, 0], 0, 0) }, { locale: 'fr' });
    expect(await screen.findByText('Aucun message sur cette période.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Messages et coût' })).toBeInTheDocument();
  });

  it('shows the French figures with French money', async () => {
    renderPage(REPORT, { locale: 'fr' });
    const table = await screen.findByRole('table', { name: 'Messages par canal et par jour' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/0,065\s\$US/);
  });

  it('says why when the figures cannot be loaded', async () => {
    renderPage(async () => {
      throw new Error('Forbidden');
    });
    expect(await screen.findByText('The figures could not be loaded: Forbidden')).toBeInTheDocument();
  });

  it('is closed to an admin who may not read the settings', async () => {
    const { messagingCost } = renderPage(REPORT, { user: MODERATOR });
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission');
    expect(messagingCost).not.toHaveBeenCalled();
  });
});
