import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { PostCategory } from './post-category.entity';

@Entity('posts')
export class Post {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int', nullable: true })
  postscategory_id!: number | null;

  @ManyToOne(() => PostCategory, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'postscategory_id' })
  postscategory?: PostCategory | null;

  @Column({ type: 'varchar', length: 200 })
  post_title!: string;

  @Column({ type: 'varchar', length: 220 })
  post_slug!: string;

  @Column({ type: 'varchar', length: 20, default: 'post' })
  post_type!: string;

  @Column({ type: 'varchar', length: 10, default: 'draft' })
  post_status!: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  short_description!: string | null;

  /** Sanitised HTML. */
  @Column({ type: 'text', nullable: true })
  post_description!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  seo_title!: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  seo_description!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  post_image!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  post_link!: string | null;

  @Column({ type: 'boolean', default: false })
  featured!: boolean;

  @Column({ type: 'boolean', default: false })
  trending!: boolean;

  @Column({ type: 'boolean', default: false })
  post_protect!: boolean;

  @Column({ type: 'boolean', default: false })
  hide_title!: boolean;

  /** argon2 hash of the post's password when `post_protect` is set; never serialised. */
  @Column({ type: 'varchar', length: 255, nullable: true, select: false })
  post_password!: string | null;

  @Column({ type: 'int', default: 0 })
  menu_order!: number;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updated_at!: Date;
}
