import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { DEFAULT_SETTINGS } from '@gigmarket/shared';
import { classifyDriverError } from '../common/http-exception.filter';
import { AdminSettings } from '../settings/admin-settings.entity';
import { ECHOED_KEYS } from './admin-crud.service';
import type { UpdateAdminSettingsDto } from './dto/admin-settings.dto';
import { transaction } from '../common/transaction';
import { DomainError } from '../common/domain-error';
import { ADMIN_MESSAGES } from '../i18n/messages/admin';

export const SETTINGS_ID = 1;

export type AdminSettingsRecord = Omit<AdminSettings, 'payment_secret_key' | 'ussd_gateway_secret'> & {
  /** "••••1234" when a key is stored; the key itself never leaves the API. */
  payment_secret_key_hint: string | null;
  payment_secret_key_set: boolean;
  /** The USSD gateway secret, masked the same way. */
  ussd_gateway_secret_hint: string | null;
  ussd_gateway_secret_set: boolean;
};

/** "sk_live_abcd1234" -> "••••1234" (short keys show nothing of themselves). */
export function maskSecret(secret: string | null | undefined): string | null {
  if (!secret) return null;
  return secret.length >= 12 ? `••••${secret.slice(-4)}` : '••••';
}

/** The single settings record (id 1), created with the defaults on first use. */
@Injectable()
export class AdminSettingsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private async loadRow(manager: EntityManager): Promise<AdminSettings> {
    const repository = manager.getRepository(AdminSettings);
    const find = () =>
      repository
        .createQueryBuilder('s')
        .addSelect('s.payment_secret_key')
        .addSelect('s.ussd_gateway_secret')
        .where('s.id = :id', { id: SETTINGS_ID })
        .getOne();
    const row = await find();
    if (row) return row;
    try {
      await repository.insert({
        id: SETTINGS_ID,
        gateway_fee: DEFAULT_SETTINGS.gatewayFeePercent,
        commission_percent: DEFAULT_SETTINGS.commissionPercent,
        late_cancel_fee_percent: DEFAULT_SETTINGS.lateCancelFeePercent,
        currency: DEFAULT_SETTINGS.currency,
      });
    } catch (error) {
      // Another request made it first.
      if (!(
        error instanceof QueryFailedError && classifyDriverError(error.driverError as { code?: string }) === 'unique'
      ))
        throw error;
    } // another request may have made it
    return (await find()) as AdminSettings;
  }

  toRecord(row: AdminSettings): AdminSettingsRecord {
    const { payment_secret_key, ussd_gateway_secret, ...rest } = row;
    return {
      ...rest,
      payment_secret_key_hint: maskSecret(payment_secret_key),
      payment_secret_key_set: Boolean(payment_secret_key),
      ussd_gateway_secret_hint: maskSecret(ussd_gateway_secret),
      ussd_gateway_secret_set: Boolean(ussd_gateway_secret),
    };
  }

  async get(): Promise<AdminSettingsRecord> {
    return this.toRecord(await this.loadRow(this.dataSource.manager));
  }

  /** Writes the given fields; `payment_secret_key` changes only when sent non-empty. */
  update(dto: UpdateAdminSettingsDto): Promise<AdminSettingsRecord> {
    return transaction(this.dataSource, async (manager) => {
      const row = await this.loadRow(manager);
      const skip = new Set<string>([...ECHOED_KEYS, 'payment_secret_key_hint', 'payment_secret_key_set', 'ussd_gateway_secret_hint', 'ussd_gateway_secret_set']);
      const values = Object.fromEntries(
        Object.entries(dto).filter(([key, value]) => !skip.has(key) && value !== undefined),
      );
      if (!values.payment_secret_key) delete values.payment_secret_key;
      if (!values.ussd_gateway_secret) delete values.ussd_gateway_secret;
      const ask = (values.confirm_ask_hours as number | undefined) ?? row.confirm_ask_hours;
      const warn = (values.confirm_warn_hours as number | undefined) ?? row.confirm_warn_hours;
      // The employer's warning must come after the freelancer's ask (docs/shift-confirmation.md).
      if (warn >= ask) throw DomainError.field('confirm_warn_hours', 'lessThanAsk', ADMIN_MESSAGES.confirmWarnBeforeAsk);
      await manager.getRepository(AdminSettings).save(Object.assign(row, values));
      return this.toRecord(await this.loadRow(manager));
    });
  }

  /** Currency for dashboards and money (default NGN). */
  async currency(): Promise<string> {
    const row = await this.dataSource
      .getRepository(AdminSettings)
      .findOne({ where: { id: SETTINGS_ID }, select: { id: true, currency: true } });
    return row?.currency ?? DEFAULT_SETTINGS.currency;
  }
}
