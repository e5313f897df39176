import { ApiProperty } from '@nestjs/swagger';
import {
  PAYOUT_STATUSES,
  REFUND_REASONS,
  REFUND_STATUSES,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type PayoutStatus,
  type RefundReason,
  type RefundStatus,
  type TransactionStatus,
  type TransactionType,
} from '@gigmarket/shared';

/* Answer shapes (OpenAPI), mirroring the service interfaces of the same name. */

export class PaymentViewDto {
  @ApiProperty({ type: Number, example: 8 }) id!: number;
  @ApiProperty({ type: String, example: 'GM-CH-1-56c67d1b84' }) reference!: string;
  @ApiProperty({ nullable: true, enum: TRANSACTION_TYPES, example: 'payout' }) type!: TransactionType | null;
  @ApiProperty({ enum: TRANSACTION_STATUSES, example: 'pending' }) status!: TransactionStatus;
  @ApiProperty({ type: 'integer', example: 900000 }) amount_minor!: number;
  @ApiProperty({ type: 'integer', example: 16500 }) fee_minor!: number;
  @ApiProperty({ type: 'integer', example: 1116500 }) total_minor!: number;
  @ApiProperty({ type: String, example: 'NGN' }) currency!: string;
  @ApiProperty({ nullable: true, type: Number, example: 1 }) application_id!: number | null;
  @ApiProperty({ nullable: true, type: String, example: 'Draft job' }) job_title!: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'Guaranty Trust Bank' }) bank_name!: string | null;
  @ApiProperty({ nullable: true, type: String, example: '0123456789' }) account_number!: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'YUSUF YETUNDE' }) account_name!: string | null;
  @ApiProperty({ nullable: true, type: String }) failure_reason!: string | null;
  @ApiProperty({ format: 'date-time', type: String, example: '2026-11-23T00:50:38.000Z' }) created_at!: Date;
  @ApiProperty({ nullable: true, format: 'date-time', type: String, example: '2026-11-23T00:51:20.529Z' })
  paid_at!: Date | null;
}

export class BankAccountViewDto {
  @ApiProperty({ type: String, example: '058' }) bank_code!: string;
  @ApiProperty({ type: String, example: 'Guaranty Trust Bank' }) bank_name!: string;
  @ApiProperty({ type: String, example: '0123456789' }) account_number!: string;
  @ApiProperty({ type: String, example: 'YUSUF YETUNDE' }) account_name!: string;
  @ApiProperty({ format: 'date-time', type: String, example: '2026-11-23T00:51:20.000Z' }) confirmed_at!: Date;
}

/** GET /api/employer/payments: one page of the employer's charges and refunds. */
export class PaymentPageDto {
  @ApiProperty({ type: () => [PaymentViewDto] }) items!: PaymentViewDto[];
  @ApiProperty({ type: Number, example: 4 }) total!: number;
  @ApiProperty({ type: Number, example: 1 }) page!: number;
  @ApiProperty({ type: Number, example: 20 }) per_page!: number;
}

/** GET /api/freelancer/wallet: amounts in minor units (kobo) and the 20 latest payouts. */
/** What one hire gave the freelancer, from the ledger. */
export class WalletEarningDto {
  @ApiProperty({ type: Number, example: 12 }) application_id!: number;
  @ApiProperty({ nullable: true, type: String, example: 'Paint a living room' }) job_title!: string | null;
  @ApiProperty({ type: 'integer', example: 810000, description: 'Released to the balance, after commission' }) released_minor!: number;
  @ApiProperty({ type: 'integer', example: 90000, description: 'The platform’s commission on it' }) commission_minor!: number;
  @ApiProperty({ nullable: true, type: String, example: 'success', description: 'The payout’s status, if one was opened' })
  payout_status!: string | null;
}

export class WalletDto {
  @ApiProperty({ type: String, example: 'NGN' }) currency!: string;
  @ApiProperty({ type: 'integer', description: 'Earned, not yet paid out', example: 990000 }) balance_minor!: number;
  @ApiProperty({ type: 'integer', description: 'Held in escrow for hires not yet completed', example: 1200000 })
  in_escrow_minor!: number;
  @ApiProperty({ type: 'integer', example: 900000 }) paid_out_minor!: number;
  @ApiProperty({ type: String, example: '10.00', description: 'Today’s commission in percent (a hire keeps the one it was funded under)' })
  commission_percent!: string;
  @ApiProperty({ type: () => [WalletEarningDto], description: 'The latest hires that released money, newest first (20 at most)' })
  earnings!: WalletEarningDto[];
  @ApiProperty({ type: () => [PaymentViewDto] }) payouts!: PaymentViewDto[];
}

/** POST /api/freelancer/bank-account/resolve: the account holder's name as the bank knows it. */
export class ResolvedBankAccountDto {
  @ApiProperty({ type: String, example: 'YUSUF YETUNDE' }) account_name!: string;
  @ApiProperty({ type: String, example: '0123456789' }) account_number!: string;
  @ApiProperty({ type: String, example: '058' }) bank_code!: string;
  @ApiProperty({ type: String, example: 'Guaranty Trust Bank' }) bank_name!: string;
}

/** GET /api/banks: one bank a payout can go to. */
export class BankDto {
  @ApiProperty({ type: String, example: 'Guaranty Trust Bank' }) name!: string;
  @ApiProperty({ type: String, example: '058' }) code!: string;
}

/** `POST /api/admin/reconciliation/run`: how many new differences the run found (ReconciliationService.run). */
export class ReconciliationRunDto {
  @ApiProperty({ type: Number, minimum: 0, example: 2 }) found!: number;
}

/** `POST /api/admin/payouts/:applicationId/retry`: the hire's payout after the retry (docs/hire-to-pay.md). */
export class PayoutDto {
  @ApiProperty({ type: Number, example: 5 }) id!: number;
  @ApiProperty({ type: Number, example: 12 }) application_id!: number;
  @ApiProperty({ type: Number, example: 4 }) freelancer_id!: number;
  @ApiProperty({ type: 'integer', example: 900_000, description: 'Minor units (kobo)' }) amount_minor!: number;
  @ApiProperty({ enum: PAYOUT_STATUSES, example: 'pending' }) status!: PayoutStatus;
  @ApiProperty({ nullable: true, type: String, example: 'GM-PO-12-2' }) reference!: string | null;
  @ApiProperty({ type: Number, example: 2 }) attempts!: number;
  @ApiProperty({ nullable: true, type: String, example: null }) failure_reason!: string | null;
  @ApiProperty({ format: 'date-time', type: String, example: '2026-11-23T00:50:38.000Z' }) created_at!: Date;
  @ApiProperty({ format: 'date-time', type: String, example: '2026-11-24T09:10:00.000Z' }) updated_at!: Date;
}

/** `POST /api/admin/refunds/:id/retry`: the refund owed to an employer, after the retry. */
export class RefundDto {
  @ApiProperty({ type: Number, example: 3 }) id!: number;
  @ApiProperty({ nullable: true, type: Number, example: 12 }) application_id!: number | null;
  @ApiProperty({ type: Number, example: 7 }) employer_id!: number;
  @ApiProperty({ type: String, example: 'GM-CH-12-56c67d1b84' }) charge_reference!: string;
  @ApiProperty({ type: 'integer', example: 300_000, description: 'Minor units (kobo)' }) amount_minor!: number;
  @ApiProperty({ type: String, example: 'NGN' }) currency!: string;
  @ApiProperty({ enum: REFUND_REASONS, example: 'dispute' }) reason!: RefundReason;
  @ApiProperty({ enum: REFUND_STATUSES, example: 'pending' }) status!: RefundStatus;
  @ApiProperty({ type: Number, example: 2 }) attempts!: number;
  @ApiProperty({ nullable: true, format: 'date-time', type: String, example: null }) next_attempt_at!: Date | null;
  @ApiProperty({ nullable: true, type: String, example: 'GM-RF-3-2' }) reference!: string | null;
  @ApiProperty({ nullable: true, type: String, example: '1234567' }) gateway_refund_id!: string | null;
  @ApiProperty({ nullable: true, type: String, example: null }) failure_reason!: string | null;
  @ApiProperty({ format: 'date-time', type: String, example: '2026-11-23T00:50:38.000Z' }) created_at!: Date;
  @ApiProperty({ format: 'date-time', type: String, example: '2026-11-24T09:10:00.000Z' }) updated_at!: Date;
}
