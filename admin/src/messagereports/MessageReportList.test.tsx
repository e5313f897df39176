import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification, ResourceContextProvider, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { SUPERADMIN, TestAdmin } from '../test/utils';
import MessageReportList from './MessageReportList';

const rows = [
  { id: 3, message_id: 40, message_body: 'Rude words', reporter_id: 7, reporter_name: 'Ada Obi', reason: 'abusive', application_id: 12, status: 'open', created_at: '2026-11-20T10:00:00Z' },
  { id: 4, message_id: 41, message_body: 'Spam', reporter_id: 8, reporter_name: 'Tunde Bello', reason: null, application_id: 13, status: 'dismissed', created_at: '2026-11-21T10:00:00Z' },
];

function renderList() {
  const getList = vi.fn(async () => ({ data: rows, total: rows.length }));
  const resolveMessageReport = vi.fn(async () => ({ result: true, message: 'Report resolved' }));
  const dataProvider = testDataProvider({ getList, resolveMessageReport } as never);
  render(
    <TestAdmin dataProvider={dataProvider} user={SUPERADMIN} path="/admin/messagereports">
      <ResourceContextProvider value="admin/messagereports">
        <MessageReportList />
      </ResourceContextProvider>
      <Notification />
    </TestAdmin>,
  );
  return { getList, resolveMessageReport };
}

describe('MessageReportList', () => {
  it('lists the reported message, who reported it and why; only open reports can be closed', async () => {
    renderList();
    const open = (await screen.findByText('Rude words')).closest('tr')!;
    expect(open).toHaveTextContent('Ada Obi');
    expect(open).toHaveTextContent('abusive');
    expect(await within(open).findByRole('button', { name: 'Resolve' })).toBeInTheDocument();
    const closed = screen.getByText('Spam').closest('tr')!;
    expect(within(closed).queryByRole('button', { name: 'Resolve' })).toBeNull();
  });

  it('resolves with a note: POST /resolve { decision, note }', async () => {
    const user = userEvent.setup();
    const { resolveMessageReport } = renderList();
    const open = (await screen.findByText('Rude words')).closest('tr')!;
    await user.click(await within(open).findByRole('button', { name: 'Resolve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve report #3?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'Warned the sender');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(resolveMessageReport).toHaveBeenCalledWith(3, { decision: 'resolved', note: 'Warned the sender' }));
    expect(await screen.findByText('Report closed')).toBeInTheDocument();
  });
});
