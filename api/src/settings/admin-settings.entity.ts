import { Column, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { decimalTransformer } from '../common/columns';

/** A single record (id 1). */
@Entity('adminsettings')
export class AdminSettings {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 100, nullable: true })
  company_name!: string | null;

  @Column({ type: 'text', nullable: true })
  company_intro!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  company_logo!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  support_email!: string | null;

  /** Percentage charged per transaction, e.g. 1.50. */
  @Column({ type: 'decimal', precision: 5, scale: 2, default: 1.5, transformer: decimalTransformer(2) })
  gateway_fee!: string;

  /** Percentage of each completed hire kept as platform revenue, e.g. 10.00. */
  @Column({ type: 'decimal', precision: 5, scale: 2, default: 10, transformer: decimalTransformer(2) })
  commission_percent!: string;

  /** Percentage of the agreed amount an employer's late cancellation pays the freelancer. */
  @Column({ type: 'decimal', precision: 5, scale: 2, default: 20, transformer: decimalTransformer(2) })
  late_cancel_fee_percent!: string;

  /** Hours before a shift's start the hired freelancer is asked to confirm (docs/shift-confirmation.md). */
  @Column({ type: 'int', default: 24 })
  confirm_ask_hours!: number;

  /** Hours before the start an unconfirmed shift is reported to the employer, who may then release the place. */
  @Column({ type: 'int', default: 12 })
  confirm_warn_hours!: number;

  @Column({ type: 'varchar', length: 255, nullable: true })
  company_address!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  payment_public_key!: string | null;

  /** Write-only: never returned by the API. */
  @Column({ type: 'varchar', length: 255, nullable: true, select: false })
  payment_secret_key!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  payment_email!: string | null;

  @Column({ type: 'boolean', default: false })
  profile_payment_not_allowed!: boolean;

  @Column({ type: 'varchar', length: 255, nullable: true })
  site_url!: string | null;

  @Column({ type: 'varchar', length: 3, default: 'NGN' })
  currency!: string;

  /** Largest profile video, in MB. */
  @Column({ type: 'int', default: 50 })
  video_max!: number;

  /** Largest image upload, in MB. */
  @Column({ type: 'int', default: 5 })
  image_max!: number;

  /** Most files in one upload. */
  @Column({ type: 'int', default: 5 })
  file_max!: number;

  /** The USSD short code shown to users, e.g. *384*123#. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  ussd_service_code!: string | null;

  /** Write-only: the USSD gateway's shared secret (header X-Ussd-Secret or a path segment). */
  @Column({ type: 'varchar', length: 255, nullable: true, select: false })
  ussd_gateway_secret!: string | null;

  /** Comma-separated addresses or CIDR blocks the USSD gateway calls from. */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  ussd_allowed_addresses!: string | null;

  /** People a business-initiated WhatsApp conversation may be opened with per Lagos day (docs/whatsapp.md "Consent and cost"). */
  @Column({ type: 'int', default: 250 })
  whatsapp_daily_cap!: number;

  /** Meta's price per WhatsApp message of each category, in micro-dollars (USD millionths). */
  @Column({ type: 'int', default: 0 })
  whatsapp_rate_service_micros!: number;

  @Column({ type: 'int', default: 6700 })
  whatsapp_rate_utility_micros!: number;

  @Column({ type: 'int', default: 51600 })
  whatsapp_rate_marketing_micros!: number;

  @Column({ type: 'int', default: 6700 })
  whatsapp_rate_authentication_micros!: number;

  @UpdateDateColumn({ type: 'datetime' })
  updated_at!: Date;
}
