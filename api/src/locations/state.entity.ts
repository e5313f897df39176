import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Country } from './country.entity';

@Entity('states')
export class State {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  country_id!: number;

  @ManyToOne(() => Country, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'country_id' })
  country?: Country;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  /** Null answers `name` in French too (docs/i18n.md, "Reference data in French"). */
  @Column({ type: 'varchar', length: 100, nullable: true })
  name_fr!: string | null;
}
