import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * MySQL/MariaDB only: `listing_open_terms`, one row per distinct index token of each open listing
 * (`listings_open_text.search_terms`), with its `created_at` and `expires_at`, so a text search
 * reads small index entries instead of the full-text index and every match's row
 * (docs/search.md "The SQL path's words on MariaDB", docs/performance.md). Kept by triggers on
 * `listings_open_text` (which its own triggers keep from `listings`, REPLACE on a change: a delete
 * then an insert); a row leaving the open copy takes its terms by the foreign key's cascade, which
 * also covers a listing deleted outright (cascades fire no trigger). SQLite's FTS5 is left as it is.
 *
 * Tokens are `[a-z0-9]` (search-text/analysis.ts), at most 84 characters as InnoDB's full-text
 * index holds them (`innodb_ft_max_token_size`), so both read the same words.
 */
export class OpenListingTerms1735800000000 implements MigrationInterface {
  name = 'OpenListingTerms1735800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type !== 'mysql') return;
    await queryRunner.query(`CREATE TABLE listing_open_terms (
      term varchar(84) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
      created_at datetime NOT NULL,
      listing_id int NOT NULL,
      expires_at datetime NULL,
      PRIMARY KEY (term, created_at, listing_id),
      KEY IDX_listing_open_terms_listing_id (listing_id),
      CONSTRAINT FK_listing_open_terms_listing_id FOREIGN KEY (listing_id) REFERENCES listings_open_text (id) ON DELETE CASCADE
    ) ENGINE=InnoDB`);
    await queryRunner.query(`${insertTerms('o.', 'listings_open_text o, ')} AND ${usable('o.')}`);
    await queryRunner.query(`CREATE TRIGGER listing_open_terms_insert AFTER INSERT ON listings_open_text FOR EACH ROW
      BEGIN
        IF ${usable('NEW.')} THEN
          ${insertTerms('NEW.')};
        END IF;
      END`);
    // The copy triggers REPLACE rows; should a server ever run one as an update, the terms follow.
    await queryRunner.query(`CREATE TRIGGER listing_open_terms_update AFTER UPDATE ON listings_open_text FOR EACH ROW
      BEGIN
        DELETE FROM listing_open_terms WHERE listing_id = OLD.id;
        IF ${usable('NEW.')} THEN
          ${insertTerms('NEW.')};
        END IF;
      END`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type !== 'mysql') return;
    await queryRunner.query('DROP TRIGGER IF EXISTS listing_open_terms_insert');
    await queryRunner.query('DROP TRIGGER IF EXISTS listing_open_terms_update');
    await queryRunner.query('DROP TABLE IF EXISTS listing_open_terms');
  }
}

/** Inserts the row's tokens, each once (IGNORE: a repeated token; 4x faster than DISTINCT), its space-separated terms read as a JSON array. */
const insertTerms = (row: string, from = '') =>
  `INSERT IGNORE INTO listing_open_terms (term, created_at, listing_id, expires_at)
   SELECT j.term, ${row}created_at, ${row}id, ${row}expires_at
   FROM ${from}JSON_TABLE(CONCAT('["', REPLACE(TRIM(${row}search_terms), ' ', '","'), '"]'), '$[*]' COLUMNS (term varchar(255) PATH '$')) j
   WHERE CHAR_LENGTH(j.term) BETWEEN 1 AND 84`;
/** Terms only as analysis.ts writes them, so the JSON is always well formed. */
const usable = (row: string) => `${row}search_terms IS NOT NULL AND ${row}search_terms NOT REGEXP '[^a-z0-9 ]'`;
