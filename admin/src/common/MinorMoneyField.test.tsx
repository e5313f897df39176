import { render, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { MODERATOR, TestAdmin } from '../test/utils';
import { MinorMoneyField } from './MinorMoneyField';

function renderField(record: Record<string, unknown>) {
  return render(
    <TestAdmin user={MODERATOR}>
      <RecordContextProvider value={record}>
        <MinorMoneyField source="amount_minor" />
      </RecordContextProvider>
    </TestAdmin>,
  );
}

describe('MinorMoneyField', () => {
  it('shows integer kobo as naira (1218000 -> ₦12,180, no kobo when whole)', async () => {
    renderField({ id: 1, amount_minor: 1218000 });
    expect(await screen.findByText('₦12,180')).toBeInTheDocument();
  });

  it("uses the record's own currency when it has one", async () => {
    renderField({ id: 2, amount_minor: '250', currency: 'USD' });
    expect(await screen.findByText('$2.50')).toBeInTheDocument();
  });

  it('shows nothing without an amount', () => {
    const { container } = renderField({ id: 3, amount_minor: null });
    expect(container).toHaveTextContent('');
  });
});
