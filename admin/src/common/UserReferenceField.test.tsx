import { render, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { MODERATOR, SUPERADMIN, TestAdmin } from '../test/utils';
import { UserReferenceField, userLabel } from './UserReferenceField';

const listing = {
  id: 7,
  job_title: 'Paint the fence',
  user_id: 12,
  employer_name: 'Emeka Obi',
  company_name: 'Obi Builders',
};

function renderField(user: typeof SUPERADMIN, record: Record<string, unknown> = listing) {
  return render(
    <TestAdmin user={user}>
      <RecordContextProvider value={record}>
        <UserReferenceField source="user_id" nameSource="employer_name" companySource="company_name" />
      </RecordContextProvider>
    </TestAdmin>,
  );
}

describe('UserReferenceField', () => {
  it('shows a limited admin the name the API answers, as text, never the id', async () => {
    renderField(MODERATOR);
    expect(await screen.findByText('Emeka Obi (Obi Builders)')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText(/#12/)).not.toBeInTheDocument();
  });

  it("links the superadmin to the user's page", async () => {
    renderField(SUPERADMIN);
    const link = await screen.findByRole('link', { name: 'Emeka Obi (Obi Builders)' });
    expect(link).toHaveAttribute('href', '/admin/manage/users/12/show');
  });

  it('names a user without a name, and shows nothing without a user', async () => {
    const { unmount } = renderField(MODERATOR, { id: 8, user_id: 13, employer_name: null, company_name: null });
    expect(await screen.findByText('Unnamed user')).toBeInTheDocument();
    unmount();
    const { container } = renderField(MODERATOR, { id: 9, user_id: null });
    expect(container).toHaveTextContent('');
  });

  it('puts the company after the name, or alone', () => {
    expect(userLabel('Ada Obi', 'Obi Builders')).toBe('Ada Obi (Obi Builders)');
    expect(userLabel('Ada Obi', null)).toBe('Ada Obi');
    expect(userLabel(' ', 'Obi Builders')).toBe('Obi Builders');
    expect(userLabel(null, undefined)).toBeNull();
  });
});
