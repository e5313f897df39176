import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A word the open listings hold (folded: lower case, no accents), with how many hold it and its
 * index tokens: what a misspelt word is corrected to (docs/search.md "Typos"). Counted again by
 * the `search-words` task.
 */
@Entity('search_words')
export class SearchWord {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  word!: string;

  @Column({ type: 'int', default: 0 })
  listings!: number;

  @Column({ type: 'varchar', length: 80 })
  token_en!: string;

  @Column({ type: 'varchar', length: 80 })
  token_fr!: string;
}
