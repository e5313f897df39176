import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { ConsentChannel, DataExportStatus } from '@gigmarket/shared';
import { User } from '../users/user.entity';

/** A "Download my data" archive: built in the background, downloadable by its owner for 24 hours. */
@Entity('data_exports')
export class DataExport {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  user_id!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  /** The admin who asked for it; null when the person did. */
  @Column({ type: 'int', nullable: true })
  requested_by!: number | null;

  @Column({ type: 'varchar', length: 10 })
  channel!: ConsentChannel;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status!: DataExportStatus;

  @Column({ type: 'varchar', length: 64, nullable: true })
  file_name!: string | null;

  @Column({ type: 'int', nullable: true })
  size!: number | null;

  @Column({ type: 'datetime' })
  created_at!: Date;

  @Column({ type: 'datetime', nullable: true })
  ready_at!: Date | null;

  @Column({ type: 'datetime', nullable: true })
  expires_at!: Date | null;
}
