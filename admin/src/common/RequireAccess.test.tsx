import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MODERATOR, TestAdmin } from '../test/utils';
import { RequireAccess } from './RequireAccess';

describe('RequireAccess', () => {
  it("shows the spec's message to an admin without the permission", async () => {
    render(
      <TestAdmin user={MODERATOR}>
        <RequireAccess resource="admin/manage/users" action="list">
          <p>secret users</p>
        </RequireAccess>
      </TestAdmin>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent("You do not have permission to access 'Users' page");
    expect(screen.queryByText('secret users')).not.toBeInTheDocument();
  });

  it('renders the page for an admin holding the permission', async () => {
    render(
      <TestAdmin user={MODERATOR}>
        <RequireAccess resource="admin/listings" action="edit">
          <p>listing form</p>
        </RequireAccess>
      </TestAdmin>,
    );
    expect(await screen.findByText('listing form')).toBeInTheDocument();
  });
});
