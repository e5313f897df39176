import { ApiProperty } from '@nestjs/swagger';
import { PAYOUT_STATUSES, type PayoutStatus } from '@gigmarket/shared';

/* Receipts and statements (docs/tax-and-statements.md): every amount in minor units, from the ledger. */

export class PlatformDetailsDto {
  @ApiProperty({ type: String, example: 'GigMarket Nigeria Ltd' }) name!: string;
  @ApiProperty({ type: String, example: '12 Broad Street, Lagos Island, Lagos' }) address!: string;
  @ApiProperty({ type: String, example: 'RC 1234567' }) rc_number!: string;
  @ApiProperty({ type: String, example: '1234567890' }) tax_id!: string;
}

export class DocumentPartyDto {
  @ApiProperty({ type: Number, example: 3 }) id!: number;
  @ApiProperty({ type: String, example: 'Ada Obi' }) name!: string;
  @ApiProperty({ nullable: true, type: String, example: 'Obi Catering' }) company_name!: string | null;
  @ApiProperty({ nullable: true, type: String, example: '12345678901' }) tax_id!: string | null;
}

export class ReceiptDto {
  @ApiProperty({ type: 'integer', example: 42, description: 'Sequential, gapless' }) number!: number;
  @ApiProperty({ type: String, example: 'R-000042' }) number_text!: string;
  @ApiProperty({ type: Number, example: 8, description: 'The charge (payment) it is for' }) payment_id!: number;
  @ApiProperty({ type: String, example: 'GM-CH-1-56c67d1b84' }) reference!: string;
  @ApiProperty({ nullable: true, format: 'date-time', type: String }) paid_at!: Date | null;
  @ApiProperty({ type: String, example: 'NGN' }) currency!: string;
  @ApiProperty({ nullable: true, type: Number, example: 1 }) application_id!: number | null;
  @ApiProperty({ nullable: true, type: String, example: 'Event waiter' }) job_title!: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'Bola Ade' }) freelancer_name!: string | null;
  @ApiProperty({ type: 'integer', example: 900000 }) agreed_minor!: number;
  @ApiProperty({ type: 'integer', example: 16500 }) fee_minor!: number;
  @ApiProperty({ type: 'integer', example: 916500 }) total_minor!: number;
  @ApiProperty({ type: 'integer', example: 0, description: 'Owed back to the payer for this payment' }) refunded_minor!: number;
  @ApiProperty({ type: DocumentPartyDto }) payer!: DocumentPartyDto;
  @ApiProperty({ type: PlatformDetailsDto }) platform!: PlatformDetailsDto;
}

export class StatementPayoutDto {
  @ApiProperty({ enum: PAYOUT_STATUSES }) status!: PayoutStatus;
  @ApiProperty({ nullable: true, type: String, example: 'GM-PO-3-1' }) reference!: string | null;
  @ApiProperty({ nullable: true, format: 'date-time', type: String }) paid_at!: Date | null;
}

export class StatementLineDto {
  @ApiProperty({ type: Number, example: 1 }) application_id!: number;
  @ApiProperty({ nullable: true, type: String, example: 'Event waiter' }) job_title!: string | null;
  @ApiProperty({ enum: ['release', 'split', 'cancel-fee', 'refund'] }) kind!: 'release' | 'split' | 'cancel-fee' | 'refund';
  @ApiProperty({ format: 'date-time', type: String }) date!: Date;
  @ApiProperty({ type: 'integer', description: 'The escrow the hire settled' }) agreed_minor!: number;
  @ApiProperty({ type: 'integer' }) commission_minor!: number;
  @ApiProperty({ type: 'integer', description: 'Credited to the freelancer' }) net_minor!: number;
  @ApiProperty({ type: 'integer', description: 'Went back to the employer (refund, split, cancellation)' }) refunded_minor!: number;
  @ApiProperty({ nullable: true, type: StatementPayoutDto }) payout!: StatementPayoutDto | null;
}

export class StatementTotalsDto {
  @ApiProperty({ type: 'integer' }) agreed_minor!: number;
  @ApiProperty({ type: 'integer' }) commission_minor!: number;
  @ApiProperty({ type: 'integer' }) net_minor!: number;
  @ApiProperty({ type: 'integer' }) refunded_minor!: number;
  @ApiProperty({ type: 'integer', description: 'Hires with money to the freelancer' }) jobs!: number;
}

export class StatementDto {
  @ApiProperty({ type: String, example: '2026' }) period!: string;
  @ApiProperty({ format: 'date-time', type: String }) from!: Date;
  @ApiProperty({ format: 'date-time', type: String, description: 'Exclusive' }) to!: Date;
  @ApiProperty({ type: String, example: 'NGN' }) currency!: string;
  @ApiProperty({ type: DocumentPartyDto }) freelancer!: DocumentPartyDto;
  @ApiProperty({ type: PlatformDetailsDto }) platform!: PlatformDetailsDto;
  @ApiProperty({ type: StatementLineDto, isArray: true }) lines!: StatementLineDto[];
  @ApiProperty({ type: StatementTotalsDto }) totals!: StatementTotalsDto;
}
