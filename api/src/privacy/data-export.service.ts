import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Readable } from 'node:stream';
import { HttpStatus, Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { zipSync, type Zippable } from 'fflate';
import { DataSource, In, LessThanOrEqual, MoreThan, Repository } from 'typeorm';
import { DATA_EXPORT, type ConsentChannel, type DataExportStatus } from '@gigmarket/shared';
import { Clock } from '../common/clock';
import { DomainError } from '../common/domain-error';
import { TaskScheduler } from '../common/scheduler';
import { afterCommit, transaction } from '../common/transaction';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { t, userLanguage } from '../i18n/i18n';
import { PRIVACY_MESSAGES } from '../i18n/messages/privacy';
import { NOTICE_LINKS, siteSide } from '../notifications/notice-texts';
import { NotificationsService } from '../notifications/notifications.service';
import { DocumentStorage } from '../portfolio/document-storage';
import { SMS_TRANSPORT, type SmsTransport } from '../sms/sms.transport';
import { FILE_STORAGE, type FileStorage } from '../uploads/file-storage';
import type { User } from '../users/user.entity';
import { InjectUsers } from '../users/repositories';
import { DataExport } from './data-export.entity';

export const DATA_EXPORT_TASK = 'privacy-data-exports';
/** Archives a run builds at most (the next run, a minute later, builds the rest). */
const BUILD_PER_RUN = 5;
/** Columns that never leave the database: secrets, hashes, gateway handles, internal state. */
const SECRET_COLUMNS = new Set([
  'password',
  'ussd_pin_hash',
  'secret_hash',
  'code_hash',
  'secret',
  'previous_secret',
  'customer_code',
  'payout_account',
  'recipient_code',
  'claim_token',
  'authorization_url',
  'search_terms',
  'search_terms_version',
  'token',
]);
const EXPORT_NAME = /^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}\.zip$/;

type Row = Record<string, unknown>;

export interface DataExportView {
  id: number;
  status: DataExportStatus;
  channel: ConsentChannel;
  created_at: string;
  ready_at: string | null;
  expires_at: string | null;
  size: number | null;
}

/** A value as JSON and CSV hold it: dates in ISO 8601, the rest as the database gave it. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return value.toString('utf8');
  return value;
}

function clean(rows: Row[], omit: string[] = []): Row[] {
  return rows.map((row) =>
    Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET_COLUMNS.has(key) && !omit.includes(key)).map(([key, value]) => [key, plain(value)])),
  );
}

function csv(rows: Row[], columns: string[]): string {
  const cell = (value: unknown) => {
    const text = value === null || value === undefined ? '' : String(plain(value));
    return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [columns.join(','), ...rows.map((row) => columns.map((column) => cell(row[column])).join(','))].join('\r\n') + '\r\n';
}

const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value, null, 2));

/**
 * "Download my data" (docs/privacy.md, NDPA 2023 s. 38): a request is a `pending` row; the
 * background task builds the ZIP (JSON per kind of record, CSV for money, the person's files),
 * stores it beside the uploads, tells the person (bell and SMS) and keeps it 24 hours, when the
 * same task deletes it. Only the person downloads it, even when an admin asked for it.
 */
@Injectable()
export class DataExportService implements OnModuleInit {
  private readonly logger = new Logger(DataExportService.name);
  private readonly dir: string;
  private readonly documents: DocumentStorage;
  private readonly attachments: DocumentStorage;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectUsers() private readonly users: Repository<User>,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(FILE_STORAGE) private readonly uploads: FileStorage,
    @Inject(SMS_TRANSPORT) private readonly sms: SmsTransport,
    private readonly notifications: NotificationsService,
    private readonly scheduler: TaskScheduler,
    private readonly clock: Clock,
  ) {
    this.dir = join(config.UPLOAD_DIR, 'exports');
    this.documents = new DocumentStorage(join(config.UPLOAD_DIR, 'documents'));
    this.attachments = new DocumentStorage(join(config.UPLOAD_DIR, 'messages'));
  }

  onModuleInit(): void {
    this.scheduler.register({ name: DATA_EXPORT_TASK, everyMs: DATA_EXPORT.taskEveryMs, run: () => this.run() });
  }

  private view(row: DataExport): DataExportView {
    const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);
    return {
      id: row.id,
      status: row.status,
      channel: row.channel,
      created_at: new Date(row.created_at).toISOString(),
      ready_at: iso(row.ready_at),
      expires_at: iso(row.expires_at),
      size: row.size,
    };
  }

  /**
   * Asks for a person's archive: refused (429) after DATA_EXPORT.perDay requests in 24 hours,
   * whoever asked. The task is triggered at once; its periodic run catches up otherwise.
   */
  async request(userId: number, channel: ConsentChannel, requestedBy: number | null = null): Promise<DataExportView> {
    const now = this.clock.now();
    const row = await transaction(this.dataSource, async (tx) => {
      // The person's row, locked on MariaDB, serialises their requests so the daily limit holds (SQLite writes one at a time).
      const lock = tx.connection.options.type === 'mysql' ? { lock: { mode: 'pessimistic_write' as const } } : {};
      const user = await tx.withRepository(this.users).findOne({ where: { id: userId }, select: { id: true, user_type: true }, ...lock });
      if (!user) throw new DomainError(PRIVACY_MESSAGES.userNotFound, HttpStatus.NOT_FOUND);
      if (!siteSide(user.user_type)) throw new DomainError(PRIVACY_MESSAGES.notSiteUser, HttpStatus.UNPROCESSABLE_ENTITY);
      const since = new Date(now.getTime() - 24 * 3_600_000);
      const recent = await tx.find(DataExport, { where: { user_id: userId, created_at: MoreThan(since) }, order: { created_at: 'ASC' } });
      if (recent.length >= DATA_EXPORT.perDay) {
        const at = new Date(new Date(recent[0].created_at).getTime() + 24 * 3_600_000);
        throw new DomainError(PRIVACY_MESSAGES.exportTooMany(DATA_EXPORT.perDay, at.toISOString().slice(0, 16).replace('T', ' ') + ' UTC'), HttpStatus.TOO_MANY_REQUESTS, [], {
          retry_at: at.toISOString(),
        });
      }
      const inserted = await tx.insert(DataExport, { user_id: userId, requested_by: requestedBy, channel, status: 'pending', created_at: now });
      await afterCommit(() => this.scheduler.trigger(DATA_EXPORT_TASK));
      return tx.findOneOrFail(DataExport, { where: { id: Number(inserted.identifiers[0].id) } });
    });
    return this.view(row);
  }

  /** The person's archives of the last days, newest first. */
  async list(userId: number): Promise<DataExportView[]> {
    const rows = await this.dataSource.manager.find(DataExport, { where: { user_id: userId }, order: { id: 'DESC' }, take: 10 });
    const now = this.clock.now().getTime();
    return rows.map((row) => this.view(row.status === 'ready' && row.expires_at && new Date(row.expires_at).getTime() <= now ? { ...row, status: 'expired' } : row));
  }

  /** The owner's ready archive: 404 for anyone else's (its existence is not told), 409 not ready, 410 expired. */
  async open(userId: number, id: number): Promise<{ stream: Readable; size: number; name: string }> {
    const row = await this.dataSource.manager.findOne(DataExport, { where: { id, user_id: userId } });
    if (!row) throw new DomainError(PRIVACY_MESSAGES.exportNotFound, HttpStatus.NOT_FOUND);
    const expired = row.status === 'expired' || (row.expires_at !== null && new Date(row.expires_at).getTime() <= this.clock.now().getTime());
    if (expired) throw new DomainError(PRIVACY_MESSAGES.exportExpired, HttpStatus.GONE);
    if (row.status !== 'ready' || !row.file_name || !EXPORT_NAME.test(row.file_name))
      throw new DomainError(PRIVACY_MESSAGES.exportNotReady, HttpStatus.CONFLICT);
    const path = join(this.dir, row.file_name);
    const info = await stat(path).catch(() => null);
    if (!info) throw new DomainError(PRIVACY_MESSAGES.exportExpired, HttpStatus.GONE);
    const day = new Date(row.created_at).toISOString().slice(0, 10);
    return { stream: createReadStream(path), size: info.size, name: `gigmarket-data-${day}.zip` };
  }

  /** The task: builds what is waiting, then deletes what has expired. Idempotent. */
  async run(): Promise<{ built: number; purged: number }> {
    const pending = await this.dataSource.manager.find(DataExport, { where: { status: 'pending' }, order: { id: 'ASC' }, take: BUILD_PER_RUN });
    let built = 0;
    for (const row of pending) {
      try {
        if (await this.build(row)) built += 1;
      } catch (error) {
        this.logger.error(`Data export ${row.id} failed: ${(error as Error).message}`);
        await this.dataSource.manager.update(DataExport, { id: row.id, status: 'pending' }, { status: 'failed' });
      }
    }
    return { built, purged: await this.purge() };
  }

  private async purge(): Promise<number> {
    const due = await this.dataSource.manager.find(DataExport, {
      where: { status: In(['ready', 'failed']), expires_at: LessThanOrEqual(this.clock.now()) },
    });
    for (const row of due) {
      if (row.file_name && EXPORT_NAME.test(row.file_name)) await unlink(join(this.dir, row.file_name)).catch(() => undefined);
      await this.dataSource.manager.update(DataExport, { id: row.id }, { status: 'expired', file_name: null });
    }
    return due.length;
  }

  private async build(row: DataExport): Promise<boolean> {
    const files = await this.collect(row.user_id);
    const name = `${randomUUID()}.zip`;
    const data = zipSync(files, { level: 6 });
    await mkdir(this.dir, { recursive: true });
    const temporary = join(this.dir, `${name}.${process.pid}.part`);
    await writeFile(temporary, data);
    await rename(temporary, join(this.dir, name));
    const now = this.clock.now();
    const done = await transaction(this.dataSource, async (tx) => {
      const moved = await tx.update(
        DataExport,
        { id: row.id, status: 'pending' },
        { status: 'ready', file_name: name, size: data.length, ready_at: now, expires_at: new Date(now.getTime() + DATA_EXPORT.keepHours * 3_600_000) },
      );
      if (!moved.affected) return false;
      const user = await tx.withRepository(this.users).findOneOrFail({ where: { id: row.user_id }, select: { id: true, phone: true, language: true, user_type: true } });
      const language = userLanguage(user);
      const side = siteSide(user.user_type);
      await this.notifications.write(tx, [
        { user_id: user.id, notice_type: 'privacy', key: 'privacyNotice.exportReady', params: {}, language, link: side ? NOTICE_LINKS.privacy(side) : null },
      ]);
      if (user.phone) {
        const to = user.phone;
        await afterCommit(() =>
          this.sms.send({ to, message: t(language, 'privacy.exportReadySms') }).catch((error: Error) => this.logger.warn(`Data export SMS not sent: ${error.message}`)),
        );
      }
      return true;
    });
    if (!done) await unlink(join(this.dir, name)).catch(() => undefined);
    return done;
  }

  private query(sql: string, ...params: unknown[]): Promise<Row[]> {
    return this.dataSource.query(sql, params);
  }

  private async readAll(stream: Readable): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
    return Buffer.concat(chunks);
  }

  /** Everything held about the person, file by file (export-coverage.ts names what is where). */
  private async collect(userId: number): Promise<Zippable> {
    const q = this.query.bind(this);
    const [user] = clean(await q('SELECT * FROM users WHERE id = ?', userId), ['role_id', 'ussd_pin_attempts']);
    const profile = clean(await q('SELECT * FROM profiles WHERE user_id = ?', userId))[0] ?? null;
    const skills = await q('SELECT s.name FROM userskills us JOIN skills s ON s.id = us.skill_id WHERE us.user_id = ?', userId);
    const industries = await q('SELECT i.name FROM userindustry ui JOIN industries i ON i.id = ui.industry_id WHERE ui.user_id = ?', userId);
    const jobTypes = await q('SELECT j.name FROM userjobtype uj JOIN jobtypes j ON j.id = uj.jobtype_id WHERE uj.user_id = ?', userId);
    const social = clean(await q('SELECT name, link FROM socialmedia WHERE user_id = ?', userId));

    const listings = clean(await q('SELECT * FROM listings WHERE user_id = ?', userId));
    const applications = clean(
      await q('SELECT a.* FROM jobapplication a JOIN listings l ON l.id = a.listing_id WHERE a.user_id = ? OR l.user_id = ? ORDER BY a.id', userId, userId),
    );
    const applicationIds = applications.map((row) => Number(row.id));
    const inApplications = async (sql: string) => {
      if (applicationIds.length === 0) return [];
      return clean(await this.dataSource.query(sql.replace('(:ids)', `(${applicationIds.map(() => '?').join(',')})`), applicationIds));
    };
    const hireEvents = await inApplications('SELECT * FROM hire_events WHERE application_id IN (:ids) ORDER BY id');
    const disputes = await inApplications('SELECT * FROM disputes WHERE application_id IN (:ids) ORDER BY id');
    const statements = clean(await q('SELECT * FROM dispute_statements WHERE user_id = ?', userId));
    const messages = clean(await q('SELECT * FROM messages WHERE sender_id = ? OR recipient_id = ? ORDER BY id', userId, userId));
    const ratingsGiven = clean(await q('SELECT * FROM ratings WHERE rater_id = ?', userId));
    const ratingsReceived = clean(await q('SELECT * FROM ratings WHERE ratee_id = ? AND hidden_at IS NULL', userId), ['hidden_by', 'hidden_reason']);
    const payments = await q('SELECT * FROM transactions WHERE user_id = ? OR paid_to = ? ORDER BY id', userId, userId);
    const payouts = await q('SELECT * FROM payouts WHERE freelancer_id = ? ORDER BY id', userId);
    const refunds = await q('SELECT * FROM refunds WHERE employer_id = ? ORDER BY id', userId);
    const bank = clean(await q('SELECT * FROM bank_accounts WHERE user_id = ?', userId)).map((row) => ({
      ...row,
      account_number: typeof row.account_number === 'string' ? `******${row.account_number.slice(-4)}` : null,
    }));
    const portfolio = clean(await q('SELECT * FROM portfolio WHERE user_id = ?', userId));

    const files: Zippable = {
      'README.txt': new TextEncoder().encode(
        [
          'GigMarket: everything we hold about you (Nigeria Data Protection Act 2023, s. 38).',
          'Each .json file holds one kind of record; money is in .csv, amounts in minor units (kobo).',
          'files/ holds what you uploaded. Secrets (password, PIN, codes, keys, BVN) are never included.',
          '',
        ].join('\n'),
      ),
      'account.json': json({ user, profile, skills: skills.map((r) => r.name), industries: industries.map((r) => r.name), job_types: jobTypes.map((r) => r.name), social_media: social }),
      'listings.json': json(listings),
      'applications.json': json(applications),
      'hire_events.json': json(hireEvents),
      'disputes.json': json({ disputes, statements }),
      'messages.json': json(messages),
      'blocks.json': json(clean(await q('SELECT * FROM message_blocks WHERE blocker_id = ?', userId))),
      'reports.json': json({
        messages: clean(await q('SELECT * FROM message_reports WHERE reporter_id = ?', userId), ['resolved_by']),
        listings: clean(await q('SELECT * FROM listing_reports WHERE reporter_id = ?', userId), ['reviewed_by']),
      }),
      'ratings.json': json({ given: ratingsGiven, received: ratingsReceived }),
      'reliability_events.json': json(clean(await q('SELECT * FROM reliability_events WHERE user_id = ?', userId), ['resolved_by'])),
      'notifications.json': json(clean(await q('SELECT * FROM notifications WHERE user_id = ? ORDER BY id', userId))),
      'saved_searches.json': json(clean(await q('SELECT * FROM saved_searches WHERE user_id = ?', userId))),
      'alerts_sent.json': json(clean(await q('SELECT * FROM alert_log WHERE user_id = ?', userId))),
      'bookmarks.json': json(clean(await q('SELECT * FROM bookmarks WHERE user_id = ?', userId))),
      'roster.json': json({
        favourites: clean(await q('SELECT * FROM favourites WHERE employer_id = ? ORDER BY id', userId)),
        blocked: clean(await q('SELECT * FROM employer_blocks WHERE employer_id = ? ORDER BY id', userId)),
        hidden_employers: clean(await q('SELECT * FROM hidden_employers WHERE freelancer_id = ? ORDER BY id', userId)),
        // "Book again" offers made or received: both sides' record of the same offer.
        offers: clean(await q('SELECT * FROM offers WHERE employer_id = ? OR freelancer_id = ? ORDER BY id', userId, userId)),
      }),
      'connections.json': json(clean(await q('SELECT * FROM connections WHERE freelancer_id = ? OR employer_id = ?', userId, userId))),
      'portfolio.json': json(portfolio),
      'payments.csv': new TextEncoder().encode(
        csv(
          payments.map((row) => ({ ...row, direction: Number(row.user_id) === userId ? 'paid' : 'received' })),
          ['id', 'direction', 'application_id', 'transaction_id', 'transaction_type', 'status', 'currency', 'amount_minor', 'fee_minor', 'gateway_fee_minor', 'paid_at', 'created_at'],
        ),
      ),
      'payouts.csv': new TextEncoder().encode(csv(payouts, ['id', 'application_id', 'amount_minor', 'status', 'reference', 'failure_reason', 'created_at'])),
      'refunds.csv': new TextEncoder().encode(csv(refunds, ['id', 'application_id', 'amount_minor', 'currency', 'reason', 'status', 'reference', 'created_at'])),
      'receipts.csv': new TextEncoder().encode(csv(await q('SELECT * FROM receipts WHERE user_id = ? ORDER BY number', userId), ['number', 'transaction_id', 'application_id', 'created_at'])),
      'bank_accounts.json': json(bank),
      'identity_checks.json': json({
        checks: clean(await q('SELECT * FROM identity_checks WHERE user_id = ?', userId), ['revoked_by', 'payment_event_id']),
        events: clean(await q('SELECT * FROM identity_events WHERE user_id = ? ORDER BY id', userId), ['by_user_id']),
      }),
      'consents.json': json(clean(await q('SELECT * FROM consents WHERE user_id = ? ORDER BY id', userId), ['by_user_id'])),
      'sessions.json': json({
        site: clean(await q('SELECT * FROM auth_tokens WHERE user_id = ? ORDER BY id', userId), ['id']),
        ussd: clean(await q('SELECT * FROM ussd_sessions WHERE user_id = ? ORDER BY id', userId), ['state', 'session_id']),
      }),
      'api_keys.json': json(clean(await q('SELECT * FROM api_keys WHERE user_id = ?', userId), ['revoked_by'])),
      'webhooks.json': json(clean(await q('SELECT * FROM webhook_endpoints WHERE user_id = ?', userId))),
      // WhatsApp messages to and from the person's phone (docs/whatsapp.md).
      'whatsapp.json': json({
        received: clean(await q('SELECT * FROM whatsapp_inbound WHERE user_id = ? ORDER BY id', userId)),
        sent: clean(await q('SELECT * FROM whatsapp_outbound WHERE user_id = ? ORDER BY id', userId)),
        notices: clean(await q('SELECT * FROM whatsapp_notices WHERE user_id = ? ORDER BY id', userId)),
      }),
    };

    // The person's files: their picture, their portfolio's documents and the attachments they sent.
    const add = async (path: string, open: () => Promise<{ stream: Readable } | null>) => {
      const found = await open().catch(() => null);
      if (found) files[path] = [await this.readAll(found.stream), { level: 0 }];
    };
    if (typeof user?.avatar === 'string' && user.avatar) {
      const name = basename(user.avatar);
      await add(`files/avatar/${name}`, () => this.uploads.get(name));
    }
    for (const row of portfolio) {
      if (typeof row.upload_name === 'string' && row.upload_name) {
        const name = basename(row.upload_name);
        await add(`files/portfolio/${name}`, () => this.documents.get(name));
      }
    }
    for (const row of messages) {
      if (Number(row.sender_id) === userId && typeof row.attachment === 'string' && row.attachment) {
        const name = basename(row.attachment);
        await add(`files/messages/${name}`, () => this.attachments.get(name));
      }
    }
    return files;
  }
}
