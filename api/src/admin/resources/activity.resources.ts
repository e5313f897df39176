import { HttpStatus } from '@nestjs/common';
import { assertMayOpen } from '../../safety/moderation';
import { ACCOUNT_NUMBERS_PERMISSION, ADMIN_SORTABLE, maskAccountNumber, type ListingStatus } from '@gigmarket/shared';
import { JobApplication } from '../../applications/job-application.entity';
import { Bookmark } from '../../bookmarks/bookmark.entity';
import { DomainError } from '../../common/domain-error';
import { Connection } from '../../connections/connection.entity';
import { lgaIdAt } from '../../locations/lga-rows';
import { Listing } from '../../listings/listing.entity';
import { isFull, resizePositions } from '../../listings/listing-positions';
import { openingChanges } from '../../listings/listing-opening';
import { ADMIN_MESSAGES } from '../../i18n/messages/admin';
import { MARKET_MESSAGES } from '../../i18n/messages/market';
import { plainText, sanitizeHtmlMessage } from '../../notifications/html-sanitizer';
import { Notification } from '../../notifications/notification.entity';
import { Portfolio } from '../../portfolio/portfolio.entity';
import { Transaction } from '../../transactions/transaction.entity';
import { defineResource, NoWritesDto, type AdminRecord } from '../admin-resource';
import {
  CreateBookmarkDto,
  CreateConnectionDto,
  CreateCustomMessageDto,
  CreateJobApplicationDto,
  CreatePortfolioDto,
  UpdateBookmarkDto,
  UpdateConnectionDto,
  UpdateJobApplicationDto,
  UpdateNotificationDto,
  UpdatePortfolioDto,
} from '../dto/activity.dto';
import { AdminCreateListingDto, AdminUpdateListingDto } from '../dto/listings.dto';
import { eqs, range } from '../simple-rest/list-query';
import { listingData } from '../../webhook-outbox/webhook-payloads';
import { writeWebhookEvent } from '../../webhook-outbox/webhook-outbox';
import { requireUserOfType } from './helpers';

/** Listing status changes PRODUCT.md allows: publish, close, reopen. */
export const LISTING_TRANSITIONS: Record<ListingStatus, ListingStatus[]> = {
  draft: ['open'],
  open: ['closed'],
  closed: ['open'],
};

export function checkListingTransition(from: ListingStatus, to: ListingStatus): void {
  if (from !== to && !LISTING_TRANSITIONS[from].includes(to)) {
    throw DomainError.field('status', 'transition', ADMIN_MESSAGES.listingTransition(from, to), HttpStatus.CONFLICT);
  }
}

export const listingsResource = defineResource<Listing>({
  resource: 'listings',
  entity: Listing,
  label: 'listing',
  list: {
    filters: {
      ...eqs('string', 'status', 'pricing'),
      ...eqs('int', 'category_id', 'job_type', 'state', 'lga_id', 'user_id'),
      ...eqs('string', 'closed_reason', 'moderation'),
      ...range('created_at'),
      ...range('published_at'),
      ...range('filled_at'),
      ...range('min_amount', 'decimal'),
    },
    sortable: ADMIN_SORTABLE.listings,
    search: ['job_title'],
    counted: ['status'],
  },
  createDto: AdminCreateListingDto,
  updateDto: AdminUpdateListingDto,
  names: { people: [{ column: 'user_id', name: 'employer_name', company: 'company_name' }] },
  // The moderation is written by its own actions (take down, restore: docs/trust.md).
  readOnly: ['deleted_at', 'expires_at', 'closed_reason', 'lga_id', 'positions_filled', 'filled_at', 'published_at', 'public_from', 'parent_listing_id', 'moderation', 'moderated_at', 'moderation_reason'],
  async prepare(input, { manager, existing, now }) {
    const values = { ...input } as Partial<Listing>;
    // The LGA follows the point (docs/places.md).
    if ('latitude' in values || 'longitude' in values || !existing) {
      const point = { ...existing, ...values };
      values.lga_id = await lgaIdAt(manager, point.latitude, point.longitude);
    }
    // Expiry follows the job's dates whenever the listing is (or becomes) open, and the first
    // publishing is kept (docs/search.md).
    const status = values.status ?? existing?.status;
    if (status === 'open' && (values.status === 'open' || 'job_date' in values || 'job_end_date' in values || 'job_end_time' in values)) {
      Object.assign(values, openingChanges({ ...existing, ...values }, now));
    }
    if (values.user_id !== undefined && values.user_id !== existing?.user_id) {
      await requireUserOfType(manager, 'user_id', values.user_id, 'employer');
    }
    if (existing && values.status) checkListingTransition(existing.status, values.status);
    if (existing && values.status === 'open' && existing.status !== 'open' && isFull(existing))
      throw DomainError.field('status', 'filled', MARKET_MESSAGES.reopenFull);
    if (existing && values.status === 'open' && existing.status !== 'open') assertMayOpen(existing);
    if (!existing && values.status === 'closed')
      throw DomainError.field('status', 'transition', ADMIN_MESSAGES.newListingStatus);
    // An existing listing's positions change through the positions rule (never below the filled ones).
    if (existing) delete values.positions;
    return values;
  },
  async afterSave(saved, input, { manager, existing, now }) {
    // The employer's webhooks hear of a job closed here too (docs/webhooks.md); the dispatcher's periodic run sends it.
    if (existing?.status === 'open' && saved.status === 'closed')
      await writeWebhookEvent(manager, now, 'listing.closed', saved.user_id, { listing: listingData(saved) });
    if (existing && typeof input.positions === 'number' && input.positions !== saved.positions) {
      const change = await resizePositions(manager, saved, input.positions, now);
      if (change.filled) await writeWebhookEvent(manager, now, 'listing.filled', saved.user_id, { listing: listingData(change.listing) });
      if (change.closed) await writeWebhookEvent(manager, now, 'listing.closed', saved.user_id, { listing: listingData(change.listing) });
    }
  },
});

/** Set by the hire flow only; an edit form echoes them back and they are dropped. */
const HIRE_FIELDS = ['agreed_amount_minor', 'funded_at', 'started_at', 'submitted_at', 'completed_at', 'completed_by', 'paid_at', 'cancelled_at', 'cancelled_by', 'cancel_reason', 'cancel_note', 'cancel_fee_minor', 'fee_minor', 'commission_percent', 'auto_complete_at', 'confirm_asked_at', 'confirmed_at', 'confirmed_via', 'confirmed_on_time', 'unconfirmed_warned_at', 'released_at', 'checkin_reminded_at'];

export const jobapplicationResource = defineResource<JobApplication>({
  resource: 'jobapplication',
  entity: JobApplication,
  label: 'job application',
  list: {
    filters: {
      ...eqs('string', 'status'),
      ...eqs('int', 'listing_id', 'user_id', 'accepted_by'),
      ...range('created_at'),
    },
    sortable: ADMIN_SORTABLE.jobapplication,
    search: [],
    searchNames: { people: ['user_id'], listings: ['listing_id'] },
    counted: ['status'],
  },
  createDto: CreateJobApplicationDto,
  updateDto: UpdateJobApplicationDto,
  names: {
    people: [
      { column: 'user_id', name: 'freelancer_name' },
      { column: 'accepted_by', name: 'accepted_by_name' },
    ],
    listings: [{ column: 'listing_id', title: 'listing_title' }],
  },
  readOnly: ['accepted_by', ...HIRE_FIELDS],
  inUseMessage: ADMIN_MESSAGES.applicationInUse,
  async prepare(input, { manager, existing }) {
    const values = { ...input } as Partial<JobApplication>;
    if (existing) {
      if (values.status && values.status !== existing.status) {
        throw DomainError.field('status', 'action', ADMIN_MESSAGES.applicationStatus);
      }
      if (
        (values.user_id && values.user_id !== existing.user_id) ||
        (values.listing_id && values.listing_id !== existing.listing_id)
      ) {
        throw DomainError.field('listing_id', 'fixed', ADMIN_MESSAGES.applicationFixed);
      }
      return values;
    }
    const listing = await manager.findOne(Listing, { where: { id: values.listing_id } });
    if (!listing) throw DomainError.field('listing_id', 'exists', ADMIN_MESSAGES.notAListing);
    if (listing.status !== 'open')
      throw DomainError.field('listing_id', 'open', ADMIN_MESSAGES.applyOnlyOpen);
    await requireUserOfType(manager, 'user_id', values.user_id as number, 'freelancer');
    return { ...values, status: 'pending' };
  },
  async afterSave(saved, _input, { manager, existing, notifications }) {
    if (existing) return;
    const listing = await manager.findOneOrFail(Listing, { where: { id: saved.listing_id } });
    await notifications.applicationReceived(manager, {
      freelancerId: saved.user_id,
      employerId: listing.user_id,
      jobTitle: listing.job_title,
      listingId: listing.id,
    });
  },
});

/** Charges, refunds and payouts: written only by the payment flow (docs/hire-to-pay.md). */
export const transactionsResource = defineResource<Transaction>({
  resource: 'transactions',
  entity: Transaction,
  label: 'transaction',
  writable: false,
  list: {
    filters: {
      ...eqs('string', 'status', 'currency', 'payment_gateway', 'transaction_type'),
      ...eqs('int', 'user_id', 'application_id', 'paid_to'),
      ...range('created_at'),
    },
    sortable: ADMIN_SORTABLE.transactions,
    // What an operator knows: the reference, the type, the account's name, the user's name or phone.
    search: ['transaction_id', 'transaction_type', 'account_name'],
    searchNames: { people: ['user_id'] },
  },
  createDto: NoWritesDto,
  updateDto: NoWritesDto,
  names: {
    people: [
      { column: 'user_id', name: 'user_name' },
      { column: 'paid_to', name: 'paid_to_name' },
    ],
  },
  // A payout's full bank account number only for admins allowed to read it (docs/hire-to-pay.md "Back office").
  restricted: [{ column: 'account_number', permission: ACCOUNT_NUMBERS_PERMISSION, mask: (value) => maskAccountNumber(value as string | null) }],
  toRecord: ({ authorization_url: _checkoutLink, ...record }) => record as unknown as AdminRecord,
});

export const bookmarksResource = defineResource<Bookmark>({
  resource: 'bookmarks',
  entity: Bookmark,
  label: 'bookmark',
  list: {
    filters: { ...eqs('int', 'user_id', 'listing_id'), ...range('created_at') },
    sortable: ADMIN_SORTABLE.bookmarks,
    search: [],
    searchNames: { people: ['user_id'], listings: ['listing_id'] },
  },
  createDto: CreateBookmarkDto,
  updateDto: UpdateBookmarkDto,
  names: {
    people: [{ column: 'user_id', name: 'user_name' }],
    listings: [{ column: 'listing_id', title: 'listing_title' }],
  },
});

export const connectionsResource = defineResource<Connection>({
  resource: 'connections',
  entity: Connection,
  label: 'connection',
  list: {
    filters: { ...eqs('int', 'freelancer_id', 'employer_id'), ...range('created_at') },
    sortable: ADMIN_SORTABLE.connections,
    search: [],
    searchNames: { people: ['freelancer_id', 'employer_id'] },
  },
  createDto: CreateConnectionDto,
  updateDto: UpdateConnectionDto,
  names: {
    people: [
      { column: 'freelancer_id', name: 'freelancer_name' },
      { column: 'employer_id', name: 'employer_name', company: 'company_name' },
    ],
  },
  async prepare(input, { manager, existing }) {
    const values = { ...input } as Partial<Connection>;
    if (values.freelancer_id && values.freelancer_id !== existing?.freelancer_id) {
      await requireUserOfType(manager, 'freelancer_id', values.freelancer_id, 'freelancer');
    }
    if (values.employer_id && values.employer_id !== existing?.employer_id) {
      await requireUserOfType(manager, 'employer_id', values.employer_id, 'employer');
    }
    return values;
  },
  async afterSave(saved, _input, { manager, existing, notifications }) {
    if (existing) return;
    // Made by an admin: both sides hear of it.
    await notifications.connectionCreated(manager, saved, saved.employer_id);
    await notifications.connectionCreated(manager, saved, saved.freelancer_id);
  },
});

export const portfolioResource = defineResource<Portfolio>({
  resource: 'portfolio',
  entity: Portfolio,
  label: 'portfolio item',
  list: {
    filters: { ...eqs('int', 'user_id'), ...eqs('string', 'portfolio_type'), ...range('created_at') },
    sortable: ADMIN_SORTABLE.portfolio,
    search: ['title'],
  },
  createDto: CreatePortfolioDto,
  updateDto: UpdatePortfolioDto,
  names: { people: [{ column: 'user_id', name: 'user_name' }] },
});

/** Custom messages: a create writes one row per recipient; list, edit and delete act on rows. */
export const notificationsResource = defineResource<Notification>({
  resource: 'notifications',
  entity: Notification,
  label: 'notification',
  list: {
    filters: { ...eqs('string', 'notice_type', 'audience'), ...eqs('int', 'user_id'), ...range('created_at') },
    sortable: ADMIN_SORTABLE.notifications,
    search: ['title'],
  },
  createDto: CreateCustomMessageDto,
  updateDto: UpdateNotificationDto,
  names: { people: [{ column: 'user_id', name: 'user_name' }] },
  readOnly: ['user_id', 'notice_type', 'audience', 'read_at', 'message_key', 'params', 'link'],
  async create(input, { manager, notifications }) {
    const message = input as unknown as CreateCustomMessageDto;
    const ids = await notifications.sendCustom(manager, message);
    if (ids.length === 0) {
      throw DomainError.field(message.audience === 'user' ? 'user_id' : 'audience', 'recipients', ADMIN_MESSAGES.noRecipients);
    }
    const first = await manager.findOneOrFail(Notification, { where: { id: ids[0] } });
    return { ...first, recipients: ids.length };
  },
  prepare(input, { existing }) {
    const values = { ...input } as Partial<Notification>;
    if (typeof values.title === 'string') values.title = plainText(values.title);
    if (typeof values.message === 'string') values.message = sanitizeHtmlMessage(values.message);
    // An edited text is what the person reads: drawn from its key, the notice would hide the edit.
    if ((values.title !== undefined && values.title !== existing?.title) || (values.message !== undefined && values.message !== existing?.message)) {
      values.message_key = null;
      values.params = null;
    }
    return values;
  },
});
