import { Column, Entity, PrimaryColumn } from 'typeorm';

/** What an SMS was: a one-time code, or any other message (a notice, an alert, a reply). */
export type SmsKind = 'code' | 'message';

/**
 * How many SMS the provider accepted on a Lagos day, per kind (docs/whatsapp.md "Consent and
 * cost"): the back office's cost page reads it beside WhatsApp. Counts only, no phone or text.
 */
@Entity('sms_days')
export class SmsDay {
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day!: string;

  @PrimaryColumn({ type: 'varchar', length: 10 })
  kind!: SmsKind;

  @Column({ type: 'int', default: 0 })
  messages!: number;
}
