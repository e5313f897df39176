import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A signed link already opened (docs/whatsapp.md "Links instead of secrets"): each link works once.
 * Keyed by the SHA-256 of its token, so the table holds no usable link and no person.
 */
@Entity('signed_link_uses')
export class SignedLinkUse {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  digest!: string;

  /** The link's own expiry: a row past it can be deleted, the link refusing itself by then. */
  @Column({ type: 'datetime' })
  expires_at!: Date;

  @Column({ type: 'datetime' })
  used_at!: Date;
}
