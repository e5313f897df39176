import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, Notification, ResourceContextProvider, testDataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { MODERATOR, settled, SUPERADMIN, TestAdmin } from '../test/utils';
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
  created_at: '2026-11-20T12:00:00Z',
  resolved_at: null,
  // The other side's answer (disputesResource.toRecord): none yet.
  answer: null,
  answer_photo: null,
  answered_by: null,
  answered_at: null,
};

/** The freelancer answered, with a photo. */
const answeredDispute = {
  ...openDispute,
  answer: 'The new tap was out of stock;\nI fitted the old one back',
  answer_photo: 'f1c2a3.png',
  answered_by: 7,
  answered_at: '2026-11-21T12:00:00Z',
};

/** `GET /api/admin/disputes/5/timeline`: the HireEvent rows, oldest first. */
const timeline = [
  { id: 1, application_id: 12, move: 'approve', from_status: 'pending', to_status: 'approved', actor: 'employer', actor_id: 3, at: '2026-11-18T12:00:00Z' },
  { id: 2, application_id: 12, move: 'fund', from_status: 'approved', to_status: 'funded', actor: 'gateway', actor_id: null, at: '2026-11-18T12:05:00Z' },
  { id: 3, application_id: 12, move: 'start', from_status: 'funded', to_status: 'in_progress', actor: 'freelancer', actor_id: 7, at: '2026-11-19T12:00:00Z' },
  { id: 4, application_id: 12, move: 'dispute', from_status: 'in_progress', to_status: 'disputed', actor: 'employer', actor_id: 3, at: '2026-11-20T12:00:00Z' },
];

/** `GET /api/admin/disputes/5/thread`: MessagesService.adminThread's answer. */
const thread = {
  application_id: 12,
  job_title: 'Fix leaking sink',
  participants: [
    { id: 3, name: 'Emeka Obi', role: 'employer' },
    { id: 7, name: 'Tunde Bello', role: 'freelancer' },
  ],
  items: [
    { id: 81, sender_id: 7, sender_name: 'Tunde Bello', body: 'I am at the gate', created_at: '2026-11-19T11:50:00Z', seen_at: '2026-11-19T11:51:00Z', reported: false },
    { id: 82, sender_id: 3, sender_name: 'Emeka Obi', body: 'Coming down now', created_at: '2026-11-19T11:52:00Z', seen_at: null, reported: false },
  ],
};

function renderShow({
  record = openDispute,
  user = SUPERADMIN,
  resolveDispute = vi.fn(async () => ({ result: true, message: 'Dispute resolved: split' })),
  disputeTimeline = vi.fn(async () => timeline),
  disputeThread = vi.fn(async () => thread),
}: {
  record?: Record<string, unknown>;
  user?: CurrentUser;
  resolveDispute?: ReturnType<typeof vi.fn>;
  disputeTimeline?: ReturnType<typeof vi.fn>;
  disputeThread?: ReturnType<typeof vi.fn>;
} = {}) {
  const getOne = vi.fn(async () => ({ data: record }));
  const getList = async () => ({ data: [{ id: 1, currency: 'NGN' }], total: 1 });
  const dataProvider = testDataProvider({ getOne, getList, resolveDispute, disputeTimeline, disputeThread } as never);
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
  return { getOne, resolveDispute, disputeTimeline, disputeThread };
}

const region = async (name: string) => within(await screen.findByRole('region', { name }));

async function form() {
  return within(await screen.findByRole('region', { name: 'Resolve dispute' }));
}

describe('DisputeShow', () => {
  it('shows the dispute with the parties by name and the agreed amount in naira', async () => {
    renderShow();
    expect(await screen.findByText('The sink still leaks')).toBeInTheDocument();
    expect((await region('Both sides')).getByText('Emeka Obi (Employer)')).toBeInTheDocument();
    expect(screen.getAllByText('₦12,000').length).toBeGreaterThan(0);
    expect(screen.getByText('Open')).toBeInTheDocument();
    // No outcome yet (the resolve form's own "Resolution" radio group is another thing).
    expect(document.querySelector('.ra-field-resolution')).toBeNull();
  });

  it("hears both sides: the opener's statement and the other side's answer, each by name, side and date, with the photo", async () => {
    renderShow({ record: answeredDispute });
    const sides = await region('Both sides');
    const opener = within(sides.getByRole('article', { name: 'Emeka Obi (Employer)' }));
    expect(opener.getByText('The sink still leaks')).toBeInTheDocument();
    expect(opener.getByText(/Opened the dispute/)).toHaveTextContent('20/11/2026');
    const answer = within(sides.getByRole('article', { name: 'Tunde Bello (Freelancer)' }));
    expect(answer.getByText(/The new tap was out of stock/)).toBeInTheDocument();
    expect(answer.getByText(/^Answered/)).toHaveTextContent('21/11/2026');
    expect(answer.getByRole('link', { name: 'Photo sent with the answer' })).toHaveAttribute('href', '/api/uploads/f1c2a3.png');
    expect(sides.queryByText('No answer yet')).not.toBeInTheDocument();
  });

  it('says "No answer yet" under the side asked to answer, without a photo', async () => {
    renderShow();
    const sides = await region('Both sides');
    const awaited = within(sides.getByRole('article', { name: 'Tunde Bello (Freelancer)' }));
    expect(awaited.getByText('No answer yet')).toBeInTheDocument();
    expect(awaited.getByText('Asked to answer')).toBeInTheDocument();
    expect(awaited.queryByRole('link')).not.toBeInTheDocument();
  });

  it("shows the hire's timeline: each move with from, to, who and when", async () => {
    const { disputeTimeline } = renderShow();
    const table = await (await region('Timeline')).findByRole('table');
    const rows = await within(table).findAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(within(rows[0]).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Step', 'From', 'To', 'By', 'When']);
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells(rows[1]).slice(0, 4)).toEqual(['Approved', 'Pending', 'Approved', 'Emeka Obi (Employer)']);
    expect(cells(rows[2]).slice(0, 4)).toEqual(['Funded', 'Approved', 'Funded', 'Payment gateway']);
    expect(cells(rows[3]).slice(0, 4)).toEqual(['Checked in', 'Funded', 'In progress', 'Tunde Bello (Freelancer)']);
    expect(cells(rows[4]).slice(0, 4)).toEqual(['Dispute opened', 'In progress', 'Disputed', 'Emeka Obi (Employer)']);
    expect(cells(rows[4])[4]).toContain('20/11/2026');
    expect(disputeTimeline).toHaveBeenCalledWith(5);
  });

  it('shows the conversation read-only, each message by its sender and side', async () => {
    const { disputeThread } = renderShow();
    const conversation = await region('Conversation');
    const items = await conversation.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('I am at the gate');
    expect(items[0]).toHaveTextContent('Tunde Bello (Freelancer)');
    expect(items[0]).toHaveTextContent('19/11/2026');
    expect(items[0]).toHaveTextContent('Seen');
    expect(items[1]).toHaveTextContent('Coming down now');
    expect(items[1]).toHaveTextContent('Emeka Obi (Employer)');
    expect(conversation.queryByRole('textbox')).not.toBeInTheDocument();
    expect(conversation.queryByRole('button')).not.toBeInTheDocument();
    expect(disputeThread).toHaveBeenCalledWith(5);
  });

  it('says so while loading, and when there are no moves or messages', async () => {
    let answer: (rows: unknown[]) => void = () => undefined;
    const disputeTimeline = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const disputeThread = vi.fn(async () => ({ ...thread, items: [] }));
    renderShow({ disputeTimeline, disputeThread });
    expect(await (await region('Timeline')).findByText('Loading the timeline…')).toBeInTheDocument();
    expect(await (await region('Conversation')).findByText('No messages in this conversation')).toBeInTheDocument();
    answer([]);
    expect(await (await region('Timeline')).findByText('No steps recorded yet')).toBeInTheDocument();
  });

  it('speaks French', async () => {
    await i18nProvider.changeLocale('fr');
    try {
      renderShow();
      const sides = await region('Les deux parties');
      expect(sides.getByRole('article', { name: 'Emeka Obi (Employeur)' })).toHaveTextContent('A ouvert le litige');
      expect(sides.getByRole('article', { name: 'Tunde Bello (Freelance)' })).toHaveTextContent('Pas encore de réponse');
      const history = await region('Historique');
      expect(await history.findByText('Litige ouvert')).toBeInTheDocument();
      expect(history.getByText('En litige')).toBeInTheDocument();
      expect(history.getByText('Passerelle de paiement')).toBeInTheDocument();
      expect(await (await region('Conversation')).findByText('I am at the gate')).toBeInTheDocument();
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });

  it('needs the freelancer amount for a split, between 0 and the agreed amount', async () => {
    const user = userEvent.setup();
    const { resolveDispute } = renderShow();
    const f = await form();
    expect(f.queryByLabelText(/Amount to the freelancer/)).not.toBeInTheDocument();
    await user.click(f.getByLabelText('Split'));
    const amount = await f.findByLabelText(/Amount to the freelancer/);
    expect(f.getByText('Between ₦0 and ₦12,000 (the agreed amount)')).toBeInTheDocument();

    await user.click(f.getByRole('button', { name: 'Resolve dispute' }));
    expect(await f.findByText('Required')).toBeInTheDocument();

    await user.type(amount, '12000.01');
    await user.click(f.getByRole('button', { name: 'Resolve dispute' }));
    expect(await f.findByText('The amount must be between ₦0 and ₦12,000')).toBeInTheDocument();
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
    expect(dialog).toHaveTextContent('The agreed amount ₦12,000 is refunded to Emeka Obi.');
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
    expect(document.querySelector('.ra-field-resolution')).toHaveTextContent('Split');
    expect(screen.getByText('₦5,000.50')).toBeInTheDocument();
    expect(screen.getByText('Half the work was done')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Resolve dispute' })).not.toBeInTheDocument();
  });

  it('has no form for an admin who may only read disputes', async () => {
    renderShow({ user: { ...MODERATOR, permissions: ['disputes.list', 'disputes.show'] } });
    await screen.findByText('The sink still leaks');
    await settled();
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
