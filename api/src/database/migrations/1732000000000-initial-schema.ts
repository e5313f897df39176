import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';
import {
  bool,
  coordinate,
  createdAt,
  date,
  datetime,
  decimal,
  foreignKey as fk,
  id,
  index,
  int,
  money,
  text,
  timestamps,
  unique,
  varchar,
} from './schema-builders';

/**
 * The whole data model (docs/architecture.md, "Data model"), plus roles, permissions, one-time codes and token
 * revocation. Every foreign key column is indexed (explicitly, so both databases list the same
 * indexes), and listings carry the indexes the job search and back-office filters use.
 */
export class InitialSchema1732000000000 implements MigrationInterface {
  name = 'InitialSchema1732000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const create = (table: Table) => queryRunner.createTable(table, false, true, true);

    await create(
      new Table({
        name: 'roles',
        columns: [id(), varchar('name', 50, { isNullable: false }), varchar('description', 255), ...timestamps()],
        uniques: [unique('roles', ['name'])],
      }),
    );
    await create(
      new Table({
        name: 'permissions',
        columns: [
          id(),
          varchar('name', 64, { isNullable: false }),
          varchar('resource', 32, { isNullable: false }),
          varchar('action', 16, { isNullable: false }),
        ],
        uniques: [unique('permissions', ['name'])],
      }),
    );
    await create(
      new Table({
        name: 'role_permissions',
        columns: [int('role_id', { isPrimary: true, isNullable: false }), int('permission_id', { isPrimary: true, isNullable: false })],
        indices: [index('role_permissions', ['permission_id'])],
        foreignKeys: [
          fk('role_permissions', 'role_id', 'roles', 'CASCADE'),
          fk('role_permissions', 'permission_id', 'permissions', 'CASCADE'),
        ],
      }),
    );
    await create(
      new Table({
        name: 'countries',
        columns: [
          id(),
          varchar('code', 2, { isNullable: false }),
          varchar('name', 100, { isNullable: false }),
          varchar('currency', 3, { isNullable: false }),
          varchar('phone_code', 6, { isNullable: false }),
        ],
        uniques: [unique('countries', ['code'])],
      }),
    );
    await create(
      new Table({
        name: 'states',
        columns: [id(), int('country_id', { isNullable: false }), varchar('name', 100, { isNullable: false })],
        uniques: [unique('states', ['country_id', 'name'])],
        foreignKeys: [fk('states', 'country_id', 'countries')],
      }),
    );
    for (const lookup of ['industries', 'jobtypes', 'skills']) {
      await create(
        new Table({
          name: lookup,
          columns: [id(), varchar('name', 100, { isNullable: false })],
          uniques: [unique(lookup, ['name'])],
        }),
      );
    }
    await create(
      new Table({
        name: 'users',
        columns: [
          id(),
          varchar('name', 101),
          varchar('first_name', 50),
          varchar('last_name', 50),
          varchar('email', 50),
          varchar('status', 10, { isNullable: false, default: "'active'" }),
          varchar('phone', 15),
          varchar('gender', 10),
          varchar('user_type', 20, { isNullable: false, default: "'freelancer'" }),
          int('role_id'),
          varchar('location', 255),
          varchar('password', 255),
          varchar('avatar', 255),
          datetime('email_verified_at'),
          datetime('profile_completed_at'),
          ...timestamps(),
        ],
        uniques: [unique('users', ['email']), unique('users', ['phone'])],
        indices: [index('users', ['user_type', 'created_at']), index('users', ['role_id']), index('users', ['status'])],
        foreignKeys: [fk('users', 'role_id', 'roles')],
      }),
    );
    await create(
      new Table({
        name: 'profiles',
        columns: [
          id(),
          int('user_id', { isNullable: false }),
          int('country_id'),
          int('state_id'),
          varchar('company_name', 80),
          varchar('designation', 80),
          varchar('location', 255),
          coordinate('longitude'),
          coordinate('latitude'),
          varchar('lga', 100),
          varchar('post_code', 20),
          varchar('gender', 10),
          text('description'),
          varchar('video', 255),
          varchar('website', 255),
          ...timestamps(),
        ],
        uniques: [unique('profiles', ['user_id'])],
        indices: [index('profiles', ['country_id']), index('profiles', ['state_id'])],
        foreignKeys: [
          fk('profiles', 'user_id', 'users', 'CASCADE'),
          fk('profiles', 'country_id', 'countries'),
          fk('profiles', 'state_id', 'states'),
        ],
      }),
    );
    await create(
      new Table({
        name: 'verification_codes',
        columns: [
          id(),
          int('user_id', { isNullable: false }),
          varchar('action', 10, { isNullable: false }),
          varchar('code_hash', 255, { isNullable: false }),
          int('attempts', { isNullable: false, default: 0 }),
          datetime('expires_at', { isNullable: false }),
          datetime('consumed_at'),
          datetime('verified_at'),
          createdAt(),
        ],
        indices: [index('verification_codes', ['user_id', 'action', 'created_at'])],
        foreignKeys: [fk('verification_codes', 'user_id', 'users', 'CASCADE')],
      }),
    );
    await create(
      new Table({
        name: 'auth_tokens',
        columns: [
          varchar('id', 36, { isPrimary: true, isNullable: false }),
          int('user_id', { isNullable: false }),
          datetime('expires_at', { isNullable: false }),
          datetime('revoked_at'),
          createdAt(),
        ],
        indices: [index('auth_tokens', ['user_id'])],
        foreignKeys: [fk('auth_tokens', 'user_id', 'users', 'CASCADE')],
      }),
    );
    for (const [name, column, referenced] of [
      ['userskills', 'skill_id', 'skills'],
      ['userindustry', 'industry_id', 'industries'],
      ['userjobtype', 'jobtype_id', 'jobtypes'],
    ] as const) {
      await create(
        new Table({
          name,
          columns: [id(), int('user_id', { isNullable: false }), int(column, { isNullable: false })],
          uniques: [unique(name, ['user_id', column])],
          indices: [index(name, [column])],
          foreignKeys: [fk(name, 'user_id', 'users', 'CASCADE'), fk(name, column, referenced)],
        }),
      );
    }
    await create(
      new Table({
        name: 'socialmedia',
        columns: [
          id(),
          int('user_id', { isNullable: false }),
          varchar('name', 50, { isNullable: false }),
          varchar('link', 255, { isNullable: false }),
        ],
        uniques: [unique('socialmedia', ['user_id', 'name'])],
        foreignKeys: [fk('socialmedia', 'user_id', 'users', 'CASCADE')],
      }),
    );
    await create(
      new Table({
        name: 'categories',
        columns: [
          id(),
          varchar('category_name', 100, { isNullable: false }),
          varchar('category_type', 50),
          varchar('category_slug', 120, { isNullable: false }),
          varchar('category_status', 10, { isNullable: false, default: "'active'" }),
          varchar('category_image', 255),
          text('category_description'),
          ...timestamps(),
        ],
        uniques: [unique('categories', ['category_slug'])],
        indices: [index('categories', ['category_status'])],
      }),
    );
    await create(
      new Table({
        name: 'listings',
        columns: [
          id(),
          int('user_id', { isNullable: false }),
          int('category_id'),
          date('job_date'),
          date('job_end_date'),
          varchar('address', 255),
          varchar('job_time', 50),
          varchar('job_sart_time', 5),
          varchar('job_end_time', 5),
          varchar('job_title', 150, { isNullable: false }),
          varchar('pricing', 10, { isNullable: false, default: "'fixed'" }),
          int('job_type'),
          money('amount'),
          money('min_amount'),
          money('max_amount'),
          text('work_description'),
          varchar('work_duration', 100),
          varchar('location', 255),
          int('state'),
          coordinate('longitude'),
          coordinate('latitude'),
          text('expected_result'),
          varchar('status', 10, { isNullable: false, default: "'draft'" }),
          text('pictures'),
          ...timestamps(),
          datetime('deleted_at'),
        ],
        indices: [
          index('listings', ['user_id', 'status']),
          index('listings', ['status', 'created_at']),
          index('listings', ['category_id']),
          index('listings', ['job_type']),
          index('listings', ['state']),
          index('listings', ['min_amount']),
          index('listings', ['job_date']),
          index('listings', ['created_at']),
          index('listings', ['latitude', 'longitude']),
          index('listings', ['deleted_at']),
        ],
        foreignKeys: [
          fk('listings', 'user_id', 'users'),
          fk('listings', 'category_id', 'categories'),
          fk('listings', 'job_type', 'jobtypes'),
          fk('listings', 'state', 'states'),
        ],
      }),
    );
    await this.createListingTextIndex(queryRunner);
    await create(
      new Table({
        name: 'jobapplication',
        columns: [
          id(),
          int('user_id', { isNullable: false }),
          int('listing_id', { isNullable: false }),
          money('price'),
          money('new_price'),
          varchar('status', 12, { isNullable: false, default: "'pending'" }),
          int('accepted_by'),
          ...timestamps(),
        ],
        uniques: [unique('jobapplication', ['user_id', 'listing_id'])],
        indices: [
          index('jobapplication', ['listing_id', 'status']),
          index('jobapplication', ['status', 'created_at']),
          index('jobapplication', ['accepted_by']),
        ],
        foreignKeys: [
          fk('jobapplication', 'user_id', 'users'),
          fk('jobapplication', 'listing_id', 'listings'),
          fk('jobapplication', 'accepted_by', 'users', 'SET NULL'),
        ],
      }),
    );
    await create(
      new Table({
        name: 'transactions',
        columns: [
          id(),
          int('user_id', { isNullable: false }),
          int('application_id'),
          varchar('transaction_id', 100, { isNullable: false }),
          varchar('payment_gateway', 50),
          varchar('transaction_type', 30),
          money('amount', { isNullable: false }),
          money('amount_paid'),
          int('paid_to'),
          money('charges', { isNullable: false, default: 0 }),
          varchar('account', 100),
          varchar('status', 10, { isNullable: false, default: "'pending'" }),
          varchar('currency', 3, { isNullable: false }),
          text('comment'),
          varchar('account_name', 100),
          varchar('account_number', 20),
          varchar('bank_name', 100),
          ...timestamps(),
        ],
        uniques: [unique('transactions', ['transaction_id'])],
        indices: [
          index('transactions', ['user_id']),
          index('transactions', ['application_id']),
          index('transactions', ['paid_to']),
          index('transactions', ['status', 'created_at']),
        ],
        foreignKeys: [
          fk('transactions', 'user_id', 'users'),
          fk('transactions', 'application_id', 'jobapplication'),
          fk('transactions', 'paid_to', 'users'),
        ],
      }),
    );
    await create(
      new Table({
        name: 'connections',
        columns: [id(), int('freelancer_id', { isNullable: false }), int('employer_id', { isNullable: false }), createdAt()],
        uniques: [unique('connections', ['freelancer_id', 'employer_id'])],
        indices: [index('connections', ['employer_id'])],
        foreignKeys: [
          fk('connections', 'freelancer_id', 'users', 'CASCADE'),
          fk('connections', 'employer_id', 'users', 'CASCADE'),
        ],
      }),
    );
    await create(
      new Table({
        name: 'bookmarks',
        columns: [id(), int('user_id', { isNullable: false }), int('listing_id', { isNullable: false }), createdAt()],
        uniques: [unique('bookmarks', ['user_id', 'listing_id'])],
        indices: [index('bookmarks', ['listing_id'])],
        foreignKeys: [fk('bookmarks', 'user_id', 'users', 'CASCADE'), fk('bookmarks', 'listing_id', 'listings', 'CASCADE')],
      }),
    );
    await create(
      new Table({
        name: 'portfolio',
        columns: [
          id(),
          int('user_id', { isNullable: false }),
          varchar('portfolio_type', 10, { isNullable: false }),
          varchar('title', 150, { isNullable: false }),
          varchar('upload_name', 255),
          varchar('link', 255),
          ...timestamps(),
        ],
        indices: [index('portfolio', ['user_id'])],
        foreignKeys: [fk('portfolio', 'user_id', 'users', 'CASCADE')],
      }),
    );
    await create(
      new Table({
        name: 'postscategory',
        columns: [
          id(),
          varchar('name', 100, { isNullable: false }),
          varchar('slug', 120, { isNullable: false }),
          varchar('status', 10, { isNullable: false, default: "'active'" }),
          ...timestamps(),
        ],
        uniques: [unique('postscategory', ['slug'])],
      }),
    );
    await create(
      new Table({
        name: 'posts',
        columns: [
          id(),
          int('postscategory_id'),
          varchar('post_title', 200, { isNullable: false }),
          varchar('post_slug', 220, { isNullable: false }),
          varchar('post_type', 20, { isNullable: false, default: "'post'" }),
          varchar('post_status', 10, { isNullable: false, default: "'draft'" }),
          varchar('short_description', 500),
          text('post_description'),
          varchar('seo_title', 200),
          varchar('seo_description', 500),
          varchar('post_image', 255),
          varchar('post_link', 255),
          bool('featured'),
          bool('trending'),
          bool('post_protect'),
          bool('hide_title'),
          varchar('post_password', 255),
          int('menu_order', { isNullable: false, default: 0 }),
          ...timestamps(),
        ],
        uniques: [unique('posts', ['post_slug'])],
        indices: [index('posts', ['postscategory_id']), index('posts', ['post_status', 'created_at'])],
        foreignKeys: [fk('posts', 'postscategory_id', 'postscategory')],
      }),
    );
    await create(
      new Table({
        name: 'notifications',
        columns: [
          id(),
          int('user_id', { isNullable: false }),
          varchar('notice_type', 20, { isNullable: false }),
          varchar('audience', 12),
          varchar('title', 200, { isNullable: false }),
          text('message', { isNullable: false }),
          datetime('read_at'),
          createdAt(),
        ],
        indices: [index('notifications', ['user_id', 'created_at']), index('notifications', ['notice_type'])],
        foreignKeys: [fk('notifications', 'user_id', 'users', 'CASCADE')],
      }),
    );
    await create(
      new Table({
        name: 'popularsearch',
        columns: [id(), varchar('word', 100, { isNullable: false }), int('count', { isNullable: false, default: 1 }), ...timestamps()],
        uniques: [unique('popularsearch', ['word'])],
        indices: [index('popularsearch', ['count'])],
      }),
    );
    await create(
      new Table({
        name: 'adminsettings',
        columns: [
          id(),
          varchar('company_name', 100),
          text('company_intro'),
          varchar('company_logo', 255),
          varchar('support_email', 100),
          decimal('gateway_fee', 5, 2, { isNullable: false, default: 1.5 }),
          varchar('company_address', 255),
          varchar('payment_public_key', 255),
          varchar('payment_secret_key', 255),
          varchar('payment_email', 100),
          bool('profile_payment_not_allowed'),
          varchar('site_url', 255),
          varchar('currency', 3, { isNullable: false, default: "'NGN'" }),
          int('video_max', { isNullable: false, default: 50 }),
          int('image_max', { isNullable: false, default: 5 }),
          int('file_max', { isNullable: false, default: 5 }),
          { name: 'updated_at', type: 'datetime', isNullable: false, default: 'CURRENT_TIMESTAMP' },
        ],
      }),
    );
  }

  /**
   * Full-text search over title and description: a FULLTEXT index on MySQL/MariaDB, an FTS5
   * table kept in step by triggers on SQLite (the Table API has no portable form of either).
   */
  private async createListingTextIndex(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type === 'mysql') {
      await queryRunner.createIndex(
        'listings',
        new TableIndex({ name: 'IDX_listings_fulltext', columnNames: ['job_title', 'work_description'], isFulltext: true }),
      );
      return;
    }
    await queryRunner.query(
      `CREATE VIRTUAL TABLE listings_fts USING fts5(job_title, work_description, content='listings', content_rowid='id')`,
    );
    await queryRunner.query(`CREATE TRIGGER listings_fts_insert AFTER INSERT ON listings BEGIN
      INSERT INTO listings_fts(rowid, job_title, work_description) VALUES (new.id, new.job_title, new.work_description);
    END`);
    await queryRunner.query(`CREATE TRIGGER listings_fts_delete AFTER DELETE ON listings BEGIN
      INSERT INTO listings_fts(listings_fts, rowid, job_title, work_description) VALUES ('delete', old.id, old.job_title, old.work_description);
    END`);
    await queryRunner.query(`CREATE TRIGGER listings_fts_update AFTER UPDATE OF job_title, work_description ON listings BEGIN
      INSERT INTO listings_fts(listings_fts, rowid, job_title, work_description) VALUES ('delete', old.id, old.job_title, old.work_description);
      INSERT INTO listings_fts(rowid, job_title, work_description) VALUES (new.id, new.job_title, new.work_description);
    END`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type !== 'mysql') {
      await queryRunner.query('DROP TABLE IF EXISTS listings_fts');
    }
    for (const table of [
      'adminsettings',
      'popularsearch',
      'notifications',
      'posts',
      'postscategory',
      'portfolio',
      'bookmarks',
      'connections',
      'transactions',
      'jobapplication',
      'listings',
      'categories',
      'socialmedia',
      'userjobtype',
      'userindustry',
      'userskills',
      'auth_tokens',
      'verification_codes',
      'profiles',
      'users',
      'skills',
      'jobtypes',
      'industries',
      'states',
      'countries',
      'role_permissions',
      'permissions',
      'roles',
    ]) {
      await queryRunner.dropTable(table, true, true, true);
    }
  }
}
