import {
  ADMIN_ACTIONS,
  ALL_LISTING_REPORT_REASONS,
  IDENTITY_EVENT_ACTIONS,
  IDENTITY_STATUSES,
  LISTING_MODERATION,
  ADMIN_EXTRA_PERMISSIONS,
  ADMIN_RESOURCES,
  APPLICATION_STATUSES,
  CATEGORY_STATUSES,
  HIRE_MOVES,
  LEDGER_ACCOUNT_KINDS,
  LISTING_CLOSED_REASONS,
  LISTING_STATUSES,
  PAYOUT_STATUSES,
  POST_STATUSES,
  PORTFOLIO_TYPES,
  POSTING_KINDS,
  RECONCILIATION_KINDS,
  REFUND_REASONS,
  REFUND_STATUSES,
  RELIABILITY_EVENT_KINDS,
  RELIABILITY_EVENT_STATUSES,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  USER_STATUSES,
  USER_TYPES,
  DISPUTE_RESOLUTIONS,
  DISPUTE_STATUSES,
  GENDERS,
  LISTING_PRICING,
  MESSAGE_AUDIENCES,
  MESSAGE_REPORT_STATUSES,
  NOTICE_TYPES,
  USSD_GATEWAYS,
  USSD_OUTCOMES,
} from '@gigmarket/shared';
import { ledgerAccountLabel } from '../ledger/accountLabel';
import { describe, expect, it } from 'vitest';
import en from './en';
import fr from './fr';
import { RESOURCE_PATHS } from '../routes';

function leaves(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    leaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('translations', () => {
  it('French has every key English has, and no other', () => {
    expect(leaves(fr).sort()).toEqual(leaves(en).sort());
  });

  it('names every resource under its route and its REST name', () => {
    for (const rest of ADMIN_RESOURCES) {
      expect(en.resources[rest]?.name).toBeTruthy();
      expect(fr.resources[RESOURCE_PATHS[rest]]?.name).toBeTruthy();
    }
    const field = (messages: typeof en | typeof fr, resource: string) =>
      (messages.resources[resource]?.fields as Record<string, string>).job_title;
    expect(field(en, 'listings')).toBe('Job title');
    expect(field(fr, 'admin/listings')).toBe('Intitulé du poste');
  });

  it("labels every hire move and status (a dispute's timeline) and every refund reason and status", () => {
    for (const messages of [en, fr]) {
      for (const move of Object.keys(HIRE_MOVES)) expect(messages.app.hire_move[move as keyof typeof messages.app.hire_move]).toBeTruthy();
      for (const status of APPLICATION_STATUSES) expect(messages.app.status[status as keyof typeof messages.app.status]).toBeTruthy();
      for (const reason of REFUND_REASONS) expect(messages.app.refund_reason[reason]).toBeTruthy();
      for (const status of REFUND_STATUSES) expect(messages.app.refund_status[status]).toBeTruthy();
    }
  });

  it('keeps the spec wording of the dashboard', () => {
    expect(en.app.dashboard.no_records).toBe('No records found');
    expect(en.app.dashboard.data_error).toBe('Data Error');
    expect(en.app.dashboard.recent_jobs).toBe('Recent Jobs');
    expect(en.app.dashboard.view_all).toBe('View All');
  });

  it('labels every code the back office shows, in both languages', () => {
    const lists: Record<string, readonly string[]> = {
      status: [...LISTING_STATUSES, ...APPLICATION_STATUSES, ...CATEGORY_STATUSES, ...POST_STATUSES, ...TRANSACTION_STATUSES, ...USER_STATUSES],
      transaction_type: TRANSACTION_TYPES,
      payout_status: PAYOUT_STATUSES,
      posting_kind: POSTING_KINDS,
      reconciliation_kind: RECONCILIATION_KINDS,
      reliability_kind: RELIABILITY_EVENT_KINDS,
      reliability_status: RELIABILITY_EVENT_STATUSES,
      account_kind: LEDGER_ACCOUNT_KINDS,
      portfolio_type: PORTFOLIO_TYPES,
      user_type: USER_TYPES,
      closed_reason: LISTING_CLOSED_REASONS,
      actions: [...ADMIN_ACTIONS, ...ADMIN_EXTRA_PERMISSIONS.map((name) => name.split('.')[1])],
      category_type: ['job'],
      identity_status: IDENTITY_STATUSES,
      identity_event: IDENTITY_EVENT_ACTIONS,
      listing_report_reason: ALL_LISTING_REPORT_REASONS,
      listing_moderation: LISTING_MODERATION,
      resolution: DISPUTE_RESOLUTIONS,
      dispute_status: DISPUTE_STATUSES,
      gender: GENDERS,
      pricing: LISTING_PRICING,
      audience: MESSAGE_AUDIENCES,
      message_report_status: MESSAGE_REPORT_STATUSES,
      notice_type: NOTICE_TYPES,
      ussd_gateway: USSD_GATEWAYS,
      ussd_outcome: USSD_OUTCOMES,
    };
    for (const messages of [en, fr]) {
      const app = messages.app as unknown as Record<string, Record<string, string>>;
      for (const [prefix, codes] of Object.entries(lists)) {
        for (const code of codes) expect(app[prefix]?.[code], `app.${prefix}.${code}`).toBeTruthy();
      }
    }
    expect(fr.app.category_type.job).toBe('Emploi');
    expect(fr.app.actions.export).toBe('Exporter');
  });

  it('names ledger accounts in words', () => {
    const translate = (messages: typeof en | typeof fr) => (key: string, options: Record<string, unknown> = {}) =>
      String(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages)).replace('%{id}', String(options.id));
    expect(ledgerAccountLabel('platform:revenue', translate(en) as never)).toBe('Platform revenue');
    expect(ledgerAccountLabel('platform:revenue', translate(fr) as never)).toBe('Revenus de la plateforme');
    expect(ledgerAccountLabel('escrow:12', translate(fr) as never)).toBe('Séquestre, candidature n° 12');
    expect(ledgerAccountLabel('freelancer:7', translate(en) as never)).toBe('Freelancer #7');
    expect(ledgerAccountLabel('something:else', translate(en) as never)).toBe('something:else');
  });

  it("gives every list its own empty-state words, never react-admin's \"Pas encore de ...\"", () => {
    for (const rest of ADMIN_RESOURCES) {
      const enEmpty = (en.resources[rest] as { empty?: string }).empty;
      const frEmpty = (fr.resources[RESOURCE_PATHS[rest]] as { empty?: string }).empty;
      expect(enEmpty, rest).toBeTruthy();
      expect(frEmpty, rest).toBeTruthy();
      expect(frEmpty).not.toMatch(/^Pas encore de/);
    }
  });
});
