import { FLAGGED_REPORT_REASON, type FeeRuleName } from '@gigmarket/shared';
import { feeRuleMatch } from './fee-rules';
import { IsNull, type EntityManager } from 'typeorm';
import { ListingReport } from './listing-report.entity';

/**
 * The fee rule set at work (docs/trust.md "Flagged text", `FEE_RULES` in packages/shared, read by
 * `fee-rules.ts`): a job's
 * text and an employer's messages that ask for a fee go to the report queue as `flagged_text`
 * with the rule named and the words it matched. A flag never hides a job by itself.
 */

/** The text of a job the rules read. */
export function listingText(fields: { job_title?: string | null; work_description?: string | null; expected_result?: string | null }): string {
  return [fields.job_title, fields.work_description, fields.expected_result].filter(Boolean).join('\n');
}

/**
 * Flags the job when its text matches a rule, once per rule while the job's reports wait for a
 * review (an edit that keeps the words raises nothing new). In the caller's transaction.
 */
export async function flagListingText(
  manager: EntityManager,
  listingId: number,
  fields: Parameters<typeof listingText>[0],
  now: Date,
): Promise<FeeRuleName | null> {
  const match = feeRuleMatch(listingText(fields));
  if (!match) return null;
  const already = await manager.exists(ListingReport, {
    where: { listing_id: listingId, reason: FLAGGED_REPORT_REASON, rule: match.rule, message_id: IsNull(), reviewed_at: IsNull() },
  });
  if (!already)
    await manager.insert(ListingReport, {
      listing_id: listingId,
      reporter_id: null,
      reporter_verified: false,
      reason: FLAGGED_REPORT_REASON,
      rule: match.rule,
      note: match.excerpt,
      created_at: now,
    });
  return match.rule;
}

/** Flags an employer's message that matches a rule (each message once), against the thread's job. */
export async function flagMessage(
  manager: EntityManager,
  message: { id: number; body: string; listingId: number },
  now: Date,
): Promise<FeeRuleName | null> {
  const match = feeRuleMatch(message.body);
  if (!match) return null;
  await manager.insert(ListingReport, {
    listing_id: message.listingId,
    reporter_id: null,
    reporter_verified: false,
    reason: FLAGGED_REPORT_REASON,
    rule: match.rule,
    note: match.excerpt,
    message_id: message.id,
    created_at: now,
  });
  return match.rule;
}
