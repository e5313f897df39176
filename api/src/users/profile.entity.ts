import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  OneToOne,
  PrimaryGeneratedColumn,
  Relation,
  UpdateDateColumn,
} from 'typeorm';
import { coordinate } from '../common/columns';
import { Country } from '../locations/country.entity';
import { Lga } from '../locations/lga.entity';
import { State } from '../locations/state.entity';
import { User } from './user.entity';

@Entity('profiles')
export class Profile {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  user_id!: number;

  @OneToOne(() => User, (user) => user.profile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ type: 'int', nullable: true })
  country_id!: number | null;

  @ManyToOne(() => Country, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'country_id' })
  country?: Country | null;

  @Column({ type: 'int', nullable: true })
  state_id!: number | null;

  @ManyToOne(() => State, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'state_id' })
  state?: State | null;

  @Column({ type: 'varchar', length: 80, nullable: true })
  company_name!: string | null;

  @Column({ type: 'varchar', length: 80, nullable: true })
  designation!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  location!: string | null;

  @Column({ ...coordinate, nullable: true })
  longitude!: string | null;

  @Column({ ...coordinate, nullable: true })
  latitude!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  lga!: string | null;

  /** The LGA holding the profile's point (docs/places.md): set from latitude/longitude on every write. */
  @Column({ type: 'int', nullable: true })
  lga_id!: number | null;

  @ManyToOne(() => Lga, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'lga_id' })
  lgaRef?: Lga | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  post_code!: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  gender!: string | null;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  video!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  website!: string | null;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updated_at!: Date;
}
