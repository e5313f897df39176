import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, Notification, ResourceContextProvider, testDataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { MODERATOR, SUPERADMIN, TestAdmin } from '../test/utils';
import type { CurrentUser } from '../providers/token';
import { resolveBody } from './ResolveDisputeForm';
import DisputeShow from './DisputeShow';

const openDispute = {
  id: 5,
  application_id: 12,
  job_title: 'Fix leaking sink',
  employer_id: 3,
  employer_name: 'Emeka Obi',
  freelancer_id: 7,
  freelancer_name: 'Tunde Bello',
  opened_by: 3,
  reason: 'The sink still leaks',
  status: 'open',
  resolution: null,
  agreed_amount_minor: 1200000,
  freelancer_amount_minor: null,
  note: null,
  created_at: '2026-11-20T10:00:00Z',
  resolved_at: null,
};

function renderShow({
  record = openDispute,
  user = SUPERADMIN,
  resolveDispute = vi.fn(async () => ({ result: true, message: 'Dispute resolved: split' })),
}: {
  record?: Record<string, unknown>;
  user?: CurrentUser;
  resolveDispute?: ReturnType<typeof vi.fn>;
} = {}) {
  const getOne = vi.fn(async () => ({ data: record }));
  const getList = async () => ({ data: [{ id: 1, currency: 'NGN' }], total: 1 });
  const dataProvider = testDataProvider({ getOne, getList, resolveDispute } as never);
  render(
    <TestAdmin dataProvider={dataProvider} user={user} path="/admin/disputes/5/show">
      <ResourceContextProvider value="admin/disputes">
        <Routes>
          <Route path="/admin/disputes/:id/show" element={<DisputeShow />} />
        </Routes>
      </ResourceContextProvider>
      <Notification />
    </TestAdmin>,
  );
  return { getOne, resolveDispute };
}

async function form() {
  return within(await screen.findByRole('region', { name: 'Resolve dispute' }));
}

describe('DisputeShow', () => {
  it('shows the dispute with the parties by name and the agreed amount in naira', async () => {
    renderShow();
    expect(await screen.findByText('The sink still leaks')).toBeInTheDocument();
    expect(screen.getByText('Emeka Obi (Employer)')).toBeInTheDocument();
    expect(screen.getAllByText('₦12,000.00').length).toBeGreaterThan(0);
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect(screen.queryByText('Resolution')).not.toBeInTheDocument();
  });

  it('needs the freelancer amount for a split, between 0 and the agreed amount', async () => {
    const user = userEvent.setup();
    const { resolveDispute } = renderShow();
    const f = await form();
    expect(f.queryByLabelText(/Amount to the freelancer/)).not.toBeInTheDocument();
    await user.click(f.getByLabelText('Split'));
    const amount = await f.findByLabelText(/Amount to the freelancer/);
    expect(f.getByText('Between ₦0.00 and ₦12,000.00 (the agreed amount)')).toBeInTheDocument();

    await user.click(f.getByRole('button', { name: 'Resolve dispute' }));
    expect(await f.findByText('Required')).toBeInTheDocument();

    await user.type(amount, '12000.01');
    await user.click(f.getByRole('button', { name: 'Resolve dispute' }));
    expect(await f.findByText('The amount must be between ₦0.00 and ₦12,000.00')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(resolveDispute).not.toHaveBeenCalled();
  });

  it('confirms, then posts the resolution and shows the answer', async () => {
    const user = userEvent.setup();
    const { resolveDispute, getOne } = renderShow();
    const f = await form();
    await user.click(f.getByLabelText('Split'));
    await user.type(await f.findByLabelText(/Amount to the freelancer/), '5000.5');
    await user.type(f.getByLabelText('Note'), '  Half the work was done  ');
    await user.click(f.getByRole('button', { name: 'Resolve dispute' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Resolve dispute #5?');
    expect(dialog).toHaveTextContent(
      '₦5,000.50 goes to Tunde Bello (less the commission) and ₦6,999.50 is refunded to Emeka Obi.',
    );
    expect(resolveDispute).not.toHaveBeenCalled();
    const reads = getOne.mock.calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Resolve dispute' }));

    await vi.waitFor(() =>
      expect(resolveDispute).toHaveBeenCalledWith(5, {
        resolution: 'split',
        freelancer_amount: '5000.50',
        note: 'Half the work was done',
      }),
    );
    expect(await screen.findByText('Dispute resolved: split')).toBeInTheDocument();
    await vi.waitFor(() => expect(getOne.mock.calls.length).toBeGreaterThan(reads));
  });

  it("shows the server's field errors beside the fields", async () => {
    const user = userEvent.setup();
    const resolveDispute = vi.fn(async () => {
      throw new HttpError('Some data are not correctly entered', 400, {
        errors: { note: 'The note is too rude' },
      });
    });
    renderShow({ resolveDispute });
    const f = await form();
    await user.click(f.getByLabelText('Refund employer'));
    await user.type(f.getByLabelText('Note'), 'rude');
    await user.click(f.getByRole('button', { name: 'Resolve dispute' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The agreed amount ₦12,000.00 is refunded to Emeka Obi.');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve dispute' }));

    expect(await f.findByText('The note is too rude')).toBeInTheDocument();
    expect(resolveDispute).toHaveBeenCalledWith(5, { resolution: 'refund', note: 'rude' });
  });

  it('has no form for a resolved dispute', async () => {
    renderShow({
      record: {
        ...openDispute,
        status: 'resolved',
        resolution: 'split',
        freelancer_amount_minor: 500050,
        note: 'Half the work was done',
        resolved_at: '2026-11-21T10:00:00Z',
      },
    });
    expect(await screen.findByText('Split')).toBeInTheDocument();
    expect(screen.getByText('₦5,000.50')).toBeInTheDocument();
    expect(screen.getByText('Half the work was done')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Resolve dispute' })).not.toBeInTheDocument();
  });

  it('has no form for an admin who may only read disputes', async () => {
    renderShow({ user: { ...MODERATOR, permissions: ['disputes.list', 'disputes.show'] } });
    await screen.findByText('The sink still leaks');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('region', { name: 'Resolve dispute' })).not.toBeInTheDocument();
  });

  it('sends the amount only for a split', () => {
    expect(resolveBody({ resolution: 'release', freelancer_amount: '10', note: ' ' })).toEqual({ resolution: 'release' });
    expect(resolveBody({ resolution: 'split', freelancer_amount: '10' })).toEqual({
      resolution: 'split',
      freelancer_amount: '10.00',
    });
  });
});
