import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { coordinate } from '../common/columns';
import { State } from './state.entity';

/**
 * One of Nigeria's 774 local government areas (docs/places.md). Read-only reference data: `id` is
 * the row number of the centre points CSV the product carries, the same on every installation.
 */
@Entity('lgas')
export class Lga {
  @PrimaryColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'int' })
  state_id!: number;

  @ManyToOne(() => State, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'state_id' })
  state?: State;

  /** geoBoundaries' spelling. */
  @Column({ type: 'varchar', length: 100 })
  name!: string;

  /** The centre: where a place picked by LGA is put, and where "near" this LGA is measured from. */
  @Column({ ...coordinate })
  latitude!: string;

  @Column({ ...coordinate })
  longitude!: string;

  /** Other spellings and local names, comma-separated ("Abuja Municipal, AMAC"). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  aliases!: string | null;
}
