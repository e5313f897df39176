import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('categories')
export class Category {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  category_name!: string;

  /** Null answers `category_name` in French too (docs/i18n.md, "Reference data in French"). */
  @Column({ type: 'varchar', length: 100, nullable: true })
  category_name_fr!: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  category_type!: string | null;

  @Column({ type: 'varchar', length: 120 })
  category_slug!: string;

  @Column({ type: 'varchar', length: 10, default: 'active' })
  category_status!: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  category_image!: string | null;

  @Column({ type: 'text', nullable: true })
  category_description!: string | null;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updated_at!: Date;
}
