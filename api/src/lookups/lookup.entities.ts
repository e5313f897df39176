import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Lookup items: id and name, and the French name (docs/i18n.md, "Reference data in French"). */
@Entity('industries')
export class Industry {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  name_fr!: string | null;
}

@Entity('jobtypes')
export class JobType {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  name_fr!: string | null;
}

@Entity('skills')
export class Skill {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  name_fr!: string | null;
}
