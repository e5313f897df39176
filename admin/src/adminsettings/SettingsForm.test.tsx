import { render, screen } from '@testing-library/react';
import { RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { TestAdmin } from '../test/utils';
import { SettingsForm, dollarsToMicros, microsToDollars, settingsTransform, twoDecimals } from './SettingsForm';

vi.mock('../common/ImageUploadInput', () => ({ ImageUploadInput: () => null }));

const settings = {
  id: 1,
  company_name: 'GigMarket',
  currency: 'NGN',
  gateway_fee: 1.5,
  commission_percent: 10,
  payment_secret_key_set: true,
  payment_secret_key_hint: 'sk_…1234',
};

describe('SettingsForm', () => {
  it('has the commission beside the gateway fee, with its helper text', async () => {
    render(
      <TestAdmin>
        <ResourceContextProvider value="admin/adminsettings">
          <RecordContextProvider value={settings}>
            <SettingsForm />
          </RecordContextProvider>
        </ResourceContextProvider>
      </TestAdmin>,
    );
    const commission = await screen.findByLabelText(/Commission \(%\)/);
    expect(commission).toHaveValue(10);
    expect(screen.getByText('Platform commission taken from each completed hire')).toBeInTheDocument();
    expect(commission).toHaveAttribute('min', '0');
    expect(commission).toHaveAttribute('max', '100');
    expect(commission).toHaveAttribute('step', '0.01');
    const inputs = Array.from(document.querySelectorAll('input[name]')).map((input) => input.getAttribute('name'));
    expect(inputs.indexOf('commission_percent')).toBe(inputs.indexOf('gateway_fee') + 1);
  });

  it('has the late cancellation fee after the commission, bounded to 0-100', async () => {
    render(
      <TestAdmin>
        <ResourceContextProvider value="admin/adminsettings">
          <RecordContextProvider value={{ ...settings, late_cancel_fee_percent: 20 }}>
            <SettingsForm />
          </RecordContextProvider>
        </ResourceContextProvider>
      </TestAdmin>,
    );
    const fee = await screen.findByLabelText(/Late cancellation fee \(%\)/);
    expect(fee).toHaveValue(20);
    expect(fee).toHaveAttribute('min', '0');
    expect(fee).toHaveAttribute('max', '100');
    const inputs = Array.from(document.querySelectorAll('input[name]')).map((input) => input.getAttribute('name'));
    expect(inputs.indexOf('late_cancel_fee_percent')).toBe(inputs.indexOf('commission_percent') + 1);
  });

  it('keeps the secret key masked and write-only', async () => {
    render(
      <TestAdmin>
        <ResourceContextProvider value="admin/adminsettings">
          <RecordContextProvider value={settings}>
            <SettingsForm />
          </RecordContextProvider>
        </ResourceContextProvider>
      </TestAdmin>,
    );
    const secret = await screen.findByLabelText(/Payment secret key/);
    expect(secret).toHaveAttribute('type', 'password');
    expect(secret).toHaveValue('');
    expect(screen.getByText('A secret key is stored. Leave empty to keep it.')).toBeInTheDocument();
    expect(settingsTransform({ ...settings, payment_secret_key: '' })).not.toHaveProperty('payment_secret_key');
    expect(settingsTransform({ ...settings, payment_secret_key: ' sk_new ' })).toMatchObject({
      payment_secret_key: 'sk_new',
    });
    // The USSD gateway secret is masked and write-only the same way.
    const ussd = { ...settings, ussd_gateway_secret_set: true, ussd_gateway_secret_hint: '••••5678' };
    expect(settingsTransform({ ...ussd, ussd_gateway_secret: '' })).not.toHaveProperty('ussd_gateway_secret');
    expect(settingsTransform({ ...ussd, ussd_gateway_secret: '••••5678' })).not.toHaveProperty('ussd_gateway_secret');
    expect(settingsTransform({ ...ussd, ussd_gateway_secret: ' new-gateway-secret ' })).toMatchObject({
      ussd_gateway_secret: 'new-gateway-secret',
    });
    expect(settingsTransform(ussd)).not.toHaveProperty('ussd_gateway_secret_hint');
  });

  it('bounds the commission to 0-100 with at most two decimals', () => {
    expect(twoDecimals(12.5)).toBeUndefined();
    expect(twoDecimals(10)).toBeUndefined();
    expect(twoDecimals(12.345)).toBe('resources.adminsettings.two_decimals');
    expect(twoDecimals(null)).toBeUndefined();
  });

  it('shows the WhatsApp rates in dollars and stores them in micro-dollars', () => {
    expect(microsToDollars(6700)).toBe(0.0067);
    expect(microsToDollars(51600)).toBe(0.0516);
    expect(microsToDollars(null)).toBe('');
    expect(dollarsToMicros('0.0067')).toBe(6700);
    expect(dollarsToMicros(0.0516)).toBe(51600);
    expect(dollarsToMicros('')).toBeNull();
    expect(dollarsToMicros('cheap')).toBeNull();
  });
});
