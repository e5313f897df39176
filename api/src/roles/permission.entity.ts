import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('permissions')
export class Permission {
  @PrimaryGeneratedColumn()
  id!: number;

  /** `resource.action`, e.g. `listings.edit`. */
  @Column({ type: 'varchar', length: 64 })
  name!: string;

  @Column({ type: 'varchar', length: 32 })
  resource!: string;

  @Column({ type: 'varchar', length: 16 })
  action!: string;
}
