import { describe, expect, it } from 'vitest';
import {
  ADMIN_RESOURCES,
  ADMIN_SORTABLE,
  ALL_PERMISSIONS,
  accountTypeFrom,
  currentRouteFor,
  digitsOnly,
  hasBlockedCharacters,
  maskAccountNumber,
  noPermissionMessage,
  uploadCountMessage,
} from './index.js';

describe('shared constants', () => {
  it('treats anything but employer as freelancer', () => {
    expect(accountTypeFrom('employer')).toBe('employer');
    expect(accountTypeFrom('EMPLOYER')).toBe('freelancer');
    expect(accountTypeFrom(undefined)).toBe('freelancer');
  });

  it('refuses the blocked characters and nothing else', () => {
    for (const c of ['<', '>', '*', '!']) expect(hasBlockedCharacters(`a${c}b`)).toBe(true);
    expect(hasBlockedCharacters('Acme & Sons (Lagos) - #1, 50% off?')).toBe(false);
  });

  it('strips the phone mask down to digits', () => {
    expect(digitsOnly('(803) 1234-5678')).toBe('80312345678');
  });

  it('routes users by type and profile completeness', () => {
    expect(currentRouteFor('employer', false)).toBe('/user-welcome');
    expect(currentRouteFor('employer', true)).toBe('/employer/dashboard');
    expect(currentRouteFor('freelancer', true)).toBe('/freelancer/dashboard');
    expect(currentRouteFor('superadmin', false)).toBe('/admin/dashboard');
  });

  it('spells the parameterised messages as the spec does', () => {
    expect(uploadCountMessage(5)).toBe('You can only upload maximum of 5 files at a time');
    expect(noPermissionMessage('listings')).toBe("You do not have permission to access 'listings' page");
  });

  it('names 205 permissions: one per action of the twenty resources of the spec, the five money views, the two trust views, the two conversation views, USSD sessions, the LGAs, identities, listing reports and search synonyms, and the right to read account numbers', () => {
    expect(ALL_PERMISSIONS).toHaveLength(34 * 6 + 1);
    expect(ALL_PERMISSIONS).toContain('synonyms.edit');
    expect(ALL_PERMISSIONS).toContain('identities.edit');
    expect(ALL_PERMISSIONS).toContain('listingreports.edit');
    expect(new Set(ALL_PERMISSIONS).size).toBe(ALL_PERMISSIONS.length);
    expect(ALL_PERMISSIONS).toContain('transactions.account_numbers');
    expect(ALL_PERMISSIONS).toContain('refunds.edit');
    expect(ALL_PERMISSIONS).toContain('listings.list');
    expect(ALL_PERMISSIONS).toContain('disputes.edit');
  });

  it('masks an account number to its last four digits', () => {
    expect(maskAccountNumber('0123456789')).toBe('******6789');
    expect(maskAccountNumber(null)).toBeNull();
  });

  it('lists every resource in ADMIN_SORTABLE, without duplicates', () => {
    expect(Object.keys(ADMIN_SORTABLE).sort()).toEqual([...ADMIN_RESOURCES].sort());
    for (const fields of Object.values(ADMIN_SORTABLE)) expect(new Set(fields).size).toBe(fields.length);
    expect(ADMIN_SORTABLE.adminsettings).toEqual([]);
  });
});
