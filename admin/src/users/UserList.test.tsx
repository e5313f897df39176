import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification, ResourceContextProvider, testDataProvider, type UpdateParams } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { TestAdmin } from '../test/utils';
import UserList from './UserList';

const users = [
  { id: 1, name: 'Super Admin', email: 'admin@gigmarket.test', user_type: 'superadmin', status: 'active', role_id: null },
  { id: 7, name: 'Ada Obi', email: 'ada@example.com', user_type: 'freelancer', status: 'active', role_id: null },
  { id: 8, name: 'Emeka Obi', email: 'emeka@example.com', user_type: 'employer', status: 'blocked', role_id: null },
];

function renderUsers() {
  let rows = users.map((user) => ({ ...user }));
  const getList = vi.fn(async () => ({ data: rows, total: rows.length }));
  const update = vi.fn(async (_resource: string, params: UpdateParams) => {
    rows = rows.map((row) => (row.id === params.id ? { ...row, ...params.data } : row));
    return { data: rows.find((row) => row.id === params.id)! };
  });
  render(
    <TestAdmin dataProvider={testDataProvider({ getList, update, getMany: async () => ({ data: [] }) } as never)} path="/admin/manage/users">
      <ResourceContextProvider value="admin/manage/users">
        <UserList />
      </ResourceContextProvider>
      <Notification />
    </TestAdmin>,
  );
  return { getList, update };
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('UserList', () => {
  it('shows the status as a label and the action as "Block" or "Unblock" beside it', async () => {
    renderUsers();
    const ada = await rowOf('Ada Obi');
    const emeka = await rowOf('Emeka Obi');
    expect(screen.getByRole('columnheader', { name: /Status/ })).toBeInTheDocument();
    expect(within(ada).getByText('Active')).toBeInTheDocument();
    expect(within(ada).getByRole('button', { name: 'Block' })).toBeInTheDocument();
    expect(within(emeka).getByText('Blocked')).toBeInTheDocument();
    expect(within(emeka).getByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    // No button names a status any more.
    expect(within(ada).queryByRole('button', { name: 'Blocked' })).not.toBeInTheDocument();
    expect(within(emeka).queryByRole('button', { name: 'Active' })).not.toBeInTheDocument();
    // Nobody blocks the superadmin.
    expect(within(await rowOf('Super Admin')).queryByRole('button', { name: /block/i })).not.toBeInTheDocument();
  });

  it('asks first, naming the user, and blocks only once confirmed', async () => {
    const user = userEvent.setup();
    const { update } = renderUsers();
    await user.click(within(await rowOf('Ada Obi')).getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Block Ada Obi?');
    expect(dialog).toHaveTextContent('Ada Obi can no longer sign in or use GigMarket until unblocked.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(update).not.toHaveBeenCalled();

    await user.click(within(await rowOf('Ada Obi')).getByRole('button', { name: 'Block' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Block' }));
    await vi.waitFor(() => expect(update).toHaveBeenCalledWith('admin/manage/users', expect.objectContaining({ id: 7, data: { status: 'blocked' } })));
    expect(await screen.findByText('Ada Obi is blocked')).toBeInTheDocument();
    expect(await within(await rowOf('Ada Obi')).findByRole('button', { name: 'Unblock' })).toBeInTheDocument();
  });

  it('unblocks a blocked user after asking', async () => {
    const user = userEvent.setup();
    const { update } = renderUsers();
    await user.click(within(await rowOf('Emeka Obi')).getByRole('button', { name: 'Unblock' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Unblock Emeka Obi?');
    await user.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    await vi.waitFor(() => expect(update).toHaveBeenCalledWith('admin/manage/users', expect.objectContaining({ id: 8, data: { status: 'active' } })));
  });

  it('gives up the low-value columns below the xl breakpoint so the table fits a 1366 px laptop', async () => {
    renderUsers();
    await rowOf('Ada Obi');
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    // jsdom matches no media query: the narrow layout.
    expect(headers).not.toContain('Avatar');
    expect(headers).not.toContain('Phone');
    expect(headers).toEqual(expect.arrayContaining(['ID', 'Name', 'Email', 'User type', 'Role', 'Status']));
  });
});
