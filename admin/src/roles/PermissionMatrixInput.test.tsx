import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, SaveButton } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { TestAdmin } from '../test/utils';
import { PermissionMatrixInput } from './PermissionMatrixInput';

function renderMatrix(permissions: unknown, onSubmit = vi.fn()) {
  render(
    <TestAdmin>
      <Form record={{ id: 1, name: 'Moderator', permissions }} onSubmit={onSubmit} resource="admin/manage/users/roles">
        <PermissionMatrixInput source="permissions" />
        <SaveButton alwaysEnable />
      </Form>
    </TestAdmin>,
  );
  return onSubmit;
}

describe('PermissionMatrixInput', () => {
  it('shows the role permissions as ticked boxes of a resources x actions matrix', async () => {
    renderMatrix(['categories.list', 'categories.edit']);
    expect(await screen.findByLabelText('categories.list')).toBeChecked();
    expect(screen.getByLabelText('categories.edit')).toBeChecked();
    expect(screen.getByLabelText('categories.delete')).not.toBeChecked();
    expect(screen.getByRole('columnheader', { name: 'Export' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Listings' })).toBeInTheDocument();
    // The money screens of hire to pay are granted like any other area.
    for (const name of ['Ledger', 'Payouts', 'Disputes', 'Reconciliation']) {
      expect(screen.getByRole('rowheader', { name })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('ledger.list')).not.toBeChecked();
    expect(screen.getByLabelText('disputes.edit')).toBeInTheDocument();
    // Users, roles and permissions are the superadmin's: no role can grant them.
    expect(screen.queryByLabelText('users.list')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('roles.edit')).not.toBeInTheDocument();
  });

  it('reads permission rows as well as names', async () => {
    renderMatrix([{ id: 3, name: 'posts.show', resource: 'posts', action: 'show' }]);
    expect(await screen.findByLabelText('posts.show')).toBeChecked();
  });

  it('toggles single permissions and whole rows, and submits the names', async () => {
    const user = userEvent.setup();
    const onSubmit = renderMatrix(['categories.list']);
    await user.click(await screen.findByLabelText('categories.list'));
    await user.click(screen.getByLabelText('listings.show'));
    await user.click(screen.getByLabelText('Toggle every action of Posts'));
    expect(screen.getByLabelText('categories.list')).not.toBeChecked();
    expect(screen.getByLabelText('posts.export')).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].permissions).toEqual([
      'listings.show',
      'posts.create',
      'posts.delete',
      'posts.edit',
      'posts.export',
      'posts.list',
      'posts.show',
    ]);

    await user.click(screen.getByLabelText('Toggle every action of Posts'));
    expect(screen.getByLabelText('posts.list')).not.toBeChecked();
  });

  it('grants the right to read full bank account numbers apart from the matrix', async () => {
    const user = userEvent.setup();
    const onSubmit = renderMatrix(['transactions.list']);
    const right = await screen.findByRole('checkbox', { name: 'Transactions: Read full bank account numbers' });
    expect(right).not.toBeChecked();
    await user.click(right);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].permissions).toEqual(['transactions.account_numbers', 'transactions.list']);
  });
});
