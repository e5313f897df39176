import { ADMIN_RESOURCES, APPLICATION_STATUSES, HIRE_MOVES, REFUND_REASONS, REFUND_STATUSES } from '@gigmarket/shared';
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
});
