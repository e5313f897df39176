import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('countries')
export class Country {
  @PrimaryGeneratedColumn()
  id!: number;

  /** ISO 3166-1 alpha-2, e.g. NG. */
  @Column({ type: 'varchar', length: 2 })
  code!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  /** ISO 4217, e.g. NGN. */
  @Column({ type: 'varchar', length: 3 })
  currency!: string;

  @Column({ type: 'varchar', length: 6 })
  phone_code!: string;
}
