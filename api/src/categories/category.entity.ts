import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('categories')
export class Category {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  category_name!: string;

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
