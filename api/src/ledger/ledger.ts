import type { EntityManager } from 'typeorm';
import { withKeyLock } from '../common/keyed-lock';
import {
  LedgerAccount,
  LedgerAccountKind,
  LedgerEntry,
  LedgerPosting,
  NormalSide,
  PostingKind,
} from './ledger.entities';
import type { AccountBalanceDto, TrialBalanceDto } from './ledger-answers.dto';

/** The account codes of docs/hire-to-pay.md. */
export const ACCOUNTS = {
  gatewayClearing: 'gateway:clearing',
  platformRevenue: 'platform:revenue',
  platformFees: 'platform:fees',
  /** What the gateway keeps of each charge (its own fee): a cost, debit-normal. */
  platformGatewayCosts: 'platform:gateway_costs',
  payoutsInTransit: 'payouts:in_transit',
  employer: (userId: number) => `employer:${userId}`,
  freelancer: (userId: number) => `freelancer:${userId}`,
  escrow: (applicationId: number) => `escrow:${applicationId}`,
} as const;

export interface PostingLine {
  account: string;
  direction: NormalSide;
  /** Positive integer minor units. */
  amount: number;
}

export interface PostingRequest {
  /** Unique: posting the same key again is a no-op that answers the first posting. */
  key: string;
  kind: PostingKind;
  applicationId?: number | null;
  reference?: string | null;
  memo?: string | null;
  lines: PostingLine[];
}

export class LedgerError extends Error {}

/** A posting that would take an account that must not go negative below zero. */
export class InsufficientBalanceError extends LedgerError {
  constructor(
    readonly account: string,
    readonly balance: number,
    readonly change: number,
  ) {
    super(`Account ${account} would go negative (balance ${balance}, change ${change})`);
  }
}

interface AccountSpec {
  kind: LedgerAccountKind;
  normal_side: NormalSide;
  may_go_negative: boolean;
  user_id: number | null;
  application_id: number | null;
}

/** What an account code means; unknown codes are a programming error. */
export function accountSpec(code: string): AccountSpec {
  const fixed: Record<string, Omit<AccountSpec, 'user_id' | 'application_id'>> = {
    [ACCOUNTS.gatewayClearing]: { kind: 'gateway', normal_side: 'debit', may_go_negative: true },
    [ACCOUNTS.platformRevenue]: { kind: 'revenue', normal_side: 'credit', may_go_negative: false },
    [ACCOUNTS.platformFees]: { kind: 'fees', normal_side: 'credit', may_go_negative: false },
    [ACCOUNTS.platformGatewayCosts]: { kind: 'gateway_costs', normal_side: 'debit', may_go_negative: false },
    [ACCOUNTS.payoutsInTransit]: { kind: 'transit', normal_side: 'credit', may_go_negative: false },
  };
  if (fixed[code]) return { ...fixed[code], user_id: null, application_id: null };
  const match = /^(employer|freelancer|escrow):(\d+)$/.exec(code);
  if (!match) throw new LedgerError(`Unknown ledger account ${code}`);
  const id = Number(match[2]);
  const kind = match[1] as 'employer' | 'freelancer' | 'escrow';
  return {
    kind,
    normal_side: 'credit',
    may_go_negative: false,
    user_id: kind === 'escrow' ? null : id,
    application_id: kind === 'escrow' ? id : null,
  };
}

function isMysql(manager: EntityManager): boolean {
  return manager.connection.options.type === 'mysql';
}

function checkShape(request: PostingRequest): void {
  if (!request.key || request.key.length > 120)
    throw new LedgerError('A posting needs an idempotency key of at most 120 characters');
  if (request.lines.length < 2) throw new LedgerError('A posting needs at least two lines');
  let debits = 0;
  let credits = 0;
  for (const line of request.lines) {
    if (!Number.isSafeInteger(line.amount) || line.amount <= 0) {
      throw new LedgerError(
        `Posting ${request.key}: amounts are positive integers in minor units (got ${line.amount})`,
      );
    }
    if (line.direction === 'debit') debits += line.amount;
    else credits += line.amount;
  }
  if (debits !== credits)
    throw new LedgerError(`Posting ${request.key} does not balance: debits ${debits}, credits ${credits}`);
}

/** The account rows for these codes, created on first use; locked for this transaction on MySQL. */
async function accountsFor(manager: EntityManager, codes: string[]): Promise<Map<string, LedgerAccount>> {
  const unique = [...new Set(codes)].sort();
  const repository = manager.getRepository(LedgerAccount);
  // Postings to one account queue behind each other (exclusive row locks, taken in code order),
  // so a guard check sees every earlier line. Existing accounts are locked before anything is
  // inserted: an INSERT IGNORE over an existing row would take a shared lock first, and two
  // postings each holding one while asking for the exclusive lock would deadlock.
  const locked = async () => {
    const query = repository
      .createQueryBuilder('account')
      .where('account.code IN (:...codes)', { codes: unique })
      .orderBy('account.code', 'ASC');
    if (isMysql(manager)) query.setLock('pessimistic_write');
    return new Map((await query.getMany()).map((row) => [row.code, row]));
  };
  const found = await locked();
  const missing = unique.filter((code) => !found.has(code));
  if (!missing.length) return found;
  for (const code of missing) {
    await repository
      .createQueryBuilder()
      .insert()
      .into(LedgerAccount)
      .values({ code, ...accountSpec(code) })
      .orIgnore()
      // An ignored duplicate (another posting created it meanwhile) has no id to read back.
      .updateEntity(false)
      .execute();
  }
  return locked();
}

/** An account's balance on its normal side, in minor units. */
export async function balanceOf(manager: EntityManager, account: LedgerAccount | string): Promise<number> {
  const row =
    typeof account === 'string' ? await manager.findOne(LedgerAccount, { where: { code: account } }) : account;
  if (!row) return 0;
  const raw = await manager
    .createQueryBuilder(LedgerEntry, 'entry')
    .select("COALESCE(SUM(CASE WHEN entry.direction = 'debit' THEN entry.amount_minor ELSE 0 END), 0)", 'debits')
    .addSelect("COALESCE(SUM(CASE WHEN entry.direction = 'credit' THEN entry.amount_minor ELSE 0 END), 0)", 'credits')
    .where('entry.account_id = :id', { id: row.id })
    .getRawOne<{ debits: string | number; credits: string | number }>();
  const debits = Number(raw?.debits ?? 0);
  const credits = Number(raw?.credits ?? 0);
  return row.normal_side === 'debit' ? debits - credits : credits - debits;
}

/**
 * What the books hold for or owe a person: the sum of their own accounts' balances
 * (`employer:<id>`, `freelancer:<id>`), in minor units; 0 when nothing is held or owed.
 */
export async function heldForUser(manager: EntityManager, userId: number): Promise<number> {
  let held = 0;
  for (const account of await manager.find(LedgerAccount, { where: { user_id: userId } })) held += Math.abs(await balanceOf(manager, account));
  return held;
}

export interface PostingResult {
  posting: LedgerPosting;
  /** False when the key had been posted before: nothing was written. */
  created: boolean;
}

/**
 * Writes one balanced posting through `manager` (the caller's transaction). Refuses an
 * unbalanced posting, and one that would take a guarded account below zero; a key posted before
 * is answered with the first posting and writes nothing.
 */
export async function post(manager: EntityManager, request: PostingRequest): Promise<PostingResult> {
  checkShape(request);
  // MySQL serialises postings per account with row locks; SQLite's shared connection needs an in-process queue.
  return isMysql(manager) ? write(manager, request) : withKeyLock('ledger', () => write(manager, request));
}

async function write(manager: EntityManager, request: PostingRequest): Promise<PostingResult> {
  const existing = await manager.findOne(LedgerPosting, { where: { idempotency_key: request.key } });
  if (existing) return { posting: existing, created: false };

  const accounts = await accountsFor(
    manager,
    request.lines.map((line) => line.account),
  );
  const changes = new Map<string, number>();
  for (const line of request.lines) {
    const account = accounts.get(line.account)!;
    const signed = line.direction === account.normal_side ? line.amount : -line.amount;
    changes.set(line.account, (changes.get(line.account) ?? 0) + signed);
  }
  for (const [code, change] of changes) {
    const account = accounts.get(code)!;
    if (account.may_go_negative || change >= 0) continue;
    const balance = await balanceOf(manager, account);
    if (balance + change < 0) throw new InsufficientBalanceError(code, balance, change);
  }

  const inserted = await manager.insert(LedgerPosting, {
    idempotency_key: request.key,
    kind: request.kind,
    application_id: request.applicationId ?? null,
    reference: request.reference ?? null,
    memo: request.memo ?? null,
  });
  const postingId = Number(inserted.identifiers[0].id);
  await manager.insert(
    LedgerEntry,
    request.lines.map((line) => ({
      posting_id: postingId,
      account_id: accounts.get(line.account)!.id,
      account_code: line.account,
      posting_key: request.key,
      posting_kind: request.kind,
      direction: line.direction,
      amount_minor: line.amount,
      application_id: request.applicationId ?? null,
    })),
  );
  return { posting: await manager.findOneOrFail(LedgerPosting, { where: { id: postingId } }), created: true };
}

/** Every entry's debits against every entry's credits, and each posting balanced on its own. */
export async function trialBalance(manager: EntityManager): Promise<TrialBalanceDto> {
  const totals = await manager
    .createQueryBuilder(LedgerEntry, 'entry')
    .select("COALESCE(SUM(CASE WHEN entry.direction = 'debit' THEN entry.amount_minor ELSE 0 END), 0)", 'debits')
    .addSelect("COALESCE(SUM(CASE WHEN entry.direction = 'credit' THEN entry.amount_minor ELSE 0 END), 0)", 'credits')
    .getRawOne<{ debits: string | number; credits: string | number }>();
  const unbalancedPostings = await manager
    .createQueryBuilder(LedgerEntry, 'entry')
    .select('entry.posting_id', 'posting_id')
    .groupBy('entry.posting_id')
    .having("SUM(CASE WHEN entry.direction = 'debit' THEN entry.amount_minor ELSE -entry.amount_minor END) <> 0")
    .getRawMany();
  const debits = Number(totals?.debits ?? 0);
  const credits = Number(totals?.credits ?? 0);
  return { debits, credits, balanced: debits === credits && unbalancedPostings.length === 0 };
}

/** Every account with its totals, in code order. */
export async function accountBalances(manager: EntityManager): Promise<AccountBalanceDto[]> {
  const rows = await manager
    .createQueryBuilder(LedgerAccount, 'account')
    .leftJoin(LedgerEntry, 'entry', 'entry.account_id = account.id')
    .select('account.code', 'code')
    .addSelect('account.kind', 'kind')
    .addSelect('account.normal_side', 'normal_side')
    .addSelect("COALESCE(SUM(CASE WHEN entry.direction = 'debit' THEN entry.amount_minor ELSE 0 END), 0)", 'debits')
    .addSelect("COALESCE(SUM(CASE WHEN entry.direction = 'credit' THEN entry.amount_minor ELSE 0 END), 0)", 'credits')
    .groupBy('account.id')
    .addGroupBy('account.code')
    .addGroupBy('account.kind')
    .addGroupBy('account.normal_side')
    .orderBy('account.code', 'ASC')
    .getRawMany<{ code: string; kind: LedgerAccountKind; normal_side: NormalSide; debits: string; credits: string }>();
  return rows.map((row) => {
    const debits = Number(row.debits);
    const credits = Number(row.credits);
    return {
      code: row.code,
      kind: row.kind,
      debits_minor: debits,
      credits_minor: credits,
      balance_minor: row.normal_side === 'debit' ? debits - credits : credits - debits,
    };
  });
}
