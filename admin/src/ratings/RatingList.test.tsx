import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification, ResourceContextProvider, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { MODERATOR, SUPERADMIN, TestAdmin } from '../test/utils';
import type { CurrentUser } from '../providers/token';
import RatingList from './RatingList';

const rows = [
  { id: 5, application_id: 12, rater_id: 7, rater_name: 'Tunde Bello', ratee_id: 8, ratee_name: 'Ada Obi', stars: 2, comment: 'Rude and late', hidden_at: null, hidden_reason: null, created_at: '2026-11-20T10:00:00Z' },
  { id: 6, application_id: 13, rater_id: 8, rater_name: 'Ada Obi', ratee_id: 7, ratee_name: 'Tunde Bello', stars: 5, comment: null, hidden_at: '2026-11-21T10:00:00Z', hidden_reason: 'Insult', created_at: '2026-11-21T09:00:00Z' },
];

function renderList(user: CurrentUser = SUPERADMIN) {
  const getList = vi.fn(async () => ({ data: rows, total: rows.length }));
  const update = vi.fn(async (_resource: string, params: { id: number; data: Record<string, unknown> }) => ({ data: { ...rows.find((r) => r.id === params.id), ...params.data } }));
  const dataProvider = testDataProvider({ getList, update } as never);
  render(
    <TestAdmin dataProvider={dataProvider} user={user} path="/admin/ratings">
      <ResourceContextProvider value="admin/ratings">
        <RatingList />
      </ResourceContextProvider>
      <Notification />
    </TestAdmin>,
  );
  return { getList, update };
}

describe('RatingList', () => {
  it('lists stars (read as words), rater, rated person, comment and whether it is hidden', async () => {
    renderList();
    const row = (await screen.findByText('Rude and late')).closest('tr')!;
    expect(within(row).getByRole('img', { name: '2 stars' })).toHaveTextContent('★★☆☆☆');
    expect(row).toHaveTextContent('Tunde Bello');
    expect(row).toHaveTextContent('Ada Obi');
    expect(row).toHaveTextContent('#12');
    expect(row).toHaveTextContent('No');
    const hidden = screen.getByRole('img', { name: '5 stars' }).closest('tr')!;
    expect(hidden).toHaveTextContent('Yes');
    for (const header of ['Stars', 'Rater', 'Rated person', 'Comment', 'Hidden']) expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
  });

  it('hides a comment only with a reason: PUT { hidden: true, hidden_reason }', async () => {
    const user = userEvent.setup();
    const { update } = renderList();
    const row = (await screen.findByText('Rude and late')).closest('tr')!;
    await user.click(await within(row).findByRole('button', { name: 'Hide comment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide the comment of rating #5?' });
    const submit = within(dialog).getByRole('button', { name: 'Hide comment' });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '  Abusive words ');
    await user.click(submit);
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update).toHaveBeenCalledWith('admin/ratings', expect.objectContaining({ id: 5, data: { hidden: true, hidden_reason: 'Abusive words' } }));
    expect(await screen.findByText('Comment hidden')).toBeInTheDocument();
  });

  it('shows a hidden comment again with PUT { hidden: false }', async () => {
    const user = userEvent.setup();
    const { update } = renderList();
    const row = (await screen.findByRole('img', { name: '5 stars' })).closest('tr')!;
    await user.click(await within(row).findByRole('button', { name: 'Show comment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Show the comment of rating #6 again?' });
    await user.click(within(dialog).getByRole('button', { name: 'Show comment' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('admin/ratings', expect.objectContaining({ id: 6, data: { hidden: false } })));
  });

  it('offers no action without ratings.edit', async () => {
    renderList({ ...MODERATOR, permissions: [...MODERATOR.permissions, 'ratings.list', 'ratings.show'] });
    await screen.findByText('Rude and late');
    expect(screen.queryByRole('button', { name: 'Hide comment' })).not.toBeInTheDocument();
  });
});
