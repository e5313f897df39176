import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A group of the search dictionary (docs/search.md "The dictionary"): words and phrases that mean
 * the same job, comma-separated, in English and in French, and the words they also find.
 */
@Entity('synonyms')
export class Synonym {
  @PrimaryGeneratedColumn()
  id!: number;

  /** English names, comma-separated ("plumber, plumbing, pipe fitter"). */
  @Column({ type: 'text' })
  terms_en!: string;

  /** French names, comma-separated ("plombier, plomberie"). */
  @Column({ type: 'text' })
  terms_fr!: string;

  /** Words these names also find, in either language, which do not find them back ("sink, robinet"). */
  @Column({ type: 'text', nullable: true })
  related!: string | null;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updated_at!: Date;
}
