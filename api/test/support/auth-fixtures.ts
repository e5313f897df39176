import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { hashPassword } from '../../src/common/passwords';
import { Permission } from '../../src/roles/permission.entity';
import { Role } from '../../src/roles/role.entity';
import { User } from '../../src/users/user.entity';
import type { TestApp } from './test-app';

/** Env for an app whose SMS go to a JSON-lines file (read back with `readCode`) and uploads to a temp dir. */
export function authEnv(extra: Record<string, string> = {}): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'gig-auth-'));
  return {
    SMS_TRANSPORT: 'file',
    SMS_FILE: join(dir, 'sms.jsonl'),
    UPLOAD_DIR: join(dir, 'uploads'),
    RATE_LIMIT_PER_MINUTE: '1000',
    RATE_LIMIT_PER_IP_PER_MINUTE: '1000',
    ...extra,
  };
}

export interface SmsLine {
  to: string;
  message: string;
  code: string | null;
  at: string;
}

export function readSms(app: TestApp): SmsLine[] {
  const file = app.config.SMS_FILE as string;
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SmsLine);
}

/** The last code texted to a phone. */
export function readCode(app: TestApp, phone: string): string {
  const lines = readSms(app).filter((line) => line.to === phone);
  const code = lines[lines.length - 1]?.code;
  if (!code) throw new Error(`No SMS for ${phone}`);
  return code;
}

/** Moves every code of the user an hour and a half back, so the resend rules let a new one go. */
export async function ageCodes(dataSource: DataSource, userId: number): Promise<void> {
  const past = new Date(Date.now() - 90 * 60 * 1000);
  await dataSource
    .createQueryBuilder()
    .update('verification_codes')
    .set({ created_at: past })
    .where('user_id = :userId', { userId })
    .execute();
}

/**
 * One argon2id hash per password per test process: argon2 costs about 100 ms of CPU on purpose, and
 * a fixture's users differ by their contact, not by their password's salt (docs/testing.md).
 */
const fixtureHashes = new Map<string, Promise<string>>();
function fixtureHash(password: string): Promise<string> {
  let hash = fixtureHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    fixtureHashes.set(password, hash);
  }
  return hash;
}

let counter = 0;
/** A unique phone (11 digits) and email per call. */
export function uniqueContact(): { phone: string; email: string } {
  counter += 1;
  const suffix = `${process.pid % 1000}${String(counter).padStart(4, '0')}`.slice(-7);
  return { phone: `0803${suffix.padStart(7, '0')}`, email: `user${suffix}@example.com` };
}

export interface MadeUser {
  id: number;
  phone: string | null;
  email: string | null;
  password: string;
}

/** Inserts a user directly (verified and active unless told otherwise). */
export async function makeUser(
  dataSource: DataSource,
  fields: Partial<User> & { password?: string } = {},
): Promise<MadeUser> {
  const contact = uniqueContact();
  const password = fields.password ?? 'Secret123';
  const repo = dataSource.getRepository(User);
  const saved = await repo.save(
    repo.create({
      first_name: 'Test',
      last_name: 'User',
      name: 'Test User',
      phone: contact.phone,
      email: contact.email,
      user_type: 'freelancer',
      status: 'active',
      email_verified_at: new Date(),
      profile_completed_at: null,
      ...fields,
      password: await fixtureHash(password),
    }),
  );
  return { id: saved.id, phone: saved.phone, email: saved.email, password };
}

/** Many verified, active site users at once. */
export async function makeUsers(dataSource: DataSource, count: number): Promise<Array<{ id: number; phone: string }>> {
  const password = await fixtureHash('Secret123');
  const repo = dataSource.getRepository(User);
  const rows = Array.from({ length: count }, () => {
    const contact = uniqueContact();
    return repo.create({
      first_name: 'Test',
      last_name: 'User',
      name: 'Test User',
      phone: contact.phone,
      email: contact.email,
      user_type: 'freelancer',
      status: 'active',
      email_verified_at: new Date(),
      profile_completed_at: null,
      password,
    });
  });
  const saved = await repo.save(rows, { chunk: 50 });
  return saved.map((user) => ({ id: user.id, phone: user.phone as string }));
}

/** An admin whose role holds exactly these permission names. */
export async function makeLimitedAdmin(dataSource: DataSource, permissions: string[]): Promise<MadeUser> {
  const role = await dataSource.transaction(async (tx) => {
    const perms = [];
    for (const name of permissions) {
      const [resource, action] = name.split('.');
      perms.push(
        (await tx.findOne(Permission, { where: { name } })) ?? (await tx.save(Permission, tx.create(Permission, { name, resource, action }))),
      );
    }
    return tx.save(Role, tx.create(Role, { name: `role-${Date.now()}-${Math.random()}`, description: null, permissions: perms }));
  });
  return makeUser(dataSource, { user_type: 'admin', role_id: role.id, phone: null });
}

/** A site user's token through the real login -> code -> verification path. */
export async function siteToken(app: TestApp, user: MadeUser): Promise<string> {
  await ageCodes(app.dataSource, user.id);
  const login = await request(app.http).post('/api/auth/login').send({ fieldName: 'phone', username: user.phone });
  if (login.status !== 200) throw new Error(`login ${login.status}: ${JSON.stringify(login.body)}`);
  const verify = await request(app.http)
    .post('/api/auth/process-verification')
    .send({ fieldName: 'phone', username: user.phone, action: 'login', code: readCode(app, user.phone as string) });
  if (verify.status !== 200) throw new Error(`verify ${verify.status}: ${JSON.stringify(verify.body)}`);
  return verify.body.data.token as string;
}

/** A back-office token through the email + password sign-in. */
export async function adminToken(app: TestApp, user: MadeUser): Promise<string> {
  const response = await request(app.http).post('/api/auth/admin/login').send({ email: user.email, password: user.password });
  if (response.status !== 200) throw new Error(`admin login ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body.data.token as string;
}
