import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Lookup items (spec section 3): id and name. */
@Entity('industries')
export class Industry {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  name!: string;
}

@Entity('jobtypes')
export class JobType {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  name!: string;
}

@Entity('skills')
export class Skill {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  name!: string;
}
