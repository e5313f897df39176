import { ApiProperty } from '@nestjs/swagger';
import { LEDGER_ACCOUNT_KINDS, type LedgerAccountKind } from '@gigmarket/shared';

/* Answer shapes (OpenAPI) of the ledger's sums; ledger.ts returns them. */

/** `GET /api/admin/ledger/trial-balance`: every entry's debits against every entry's credits. */
export class TrialBalanceDto {
  @ApiProperty({ type: Number, example: 4_545_000, description: 'Every debit, minor units (kobo)' }) debits!: number;
  @ApiProperty({ type: Number, example: 4_545_000, description: 'Every credit, minor units (kobo)' }) credits!: number;
  @ApiProperty({ type: Boolean, example: true, description: 'Debits equal credits and every posting balances on its own' })
  balanced!: boolean;
}

/** `GET /api/admin/ledger/accounts`: one account with its totals (minor units), in code order. */
export class AccountBalanceDto {
  @ApiProperty({ type: String, example: 'escrow:12' }) code!: string;
  @ApiProperty({ enum: LEDGER_ACCOUNT_KINDS, example: 'escrow' }) kind!: LedgerAccountKind;
  @ApiProperty({ type: 'integer', example: 1_500_000 }) debits_minor!: number;
  @ApiProperty({ type: 'integer', example: 1_500_000 }) credits_minor!: number;
  @ApiProperty({ type: 'integer', example: 0, description: 'On the account’s normal side: debits - credits, or credits - debits' })
  balance_minor!: number;
}
