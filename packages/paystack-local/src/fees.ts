// What Paystack keeps: its fee on each charge and on each transfer, in kobo. The defaults are
// Paystack Nigeria's published prices; docs/decisions/0017-local-paystack-fees-and-shapes.md
// says where each figure comes from. Both are options of createPaystackLocal.

/** The fee on a successful charge: a percentage plus a flat fee (waived on small charges), capped. */
export interface ChargePricing {
  /** The percentage in basis points: 150 is 1.5%. */
  percentBasisPoints: number;
  /** Added to the percentage, in kobo. */
  flatFee: number;
  /** The flat fee is waived on charges below this amount (kobo). */
  flatFeeWaivedBelow: number;
  /** No charge's fee exceeds this (kobo); null for no cap. */
  cap: number | null;
}

/** One band of transfer fees: transfers up to `upTo` kobo (inclusive; null: any amount) pay `fee` kobo. */
export interface TransferFeeBand {
  upTo: number | null;
  fee: number;
}

/** Paystack Nigeria, local cards and every local channel: 1.5% + NGN 100, the NGN 100 waived under NGN 2,500, capped at NGN 2,000. */
export const NIGERIA_LOCAL_CHARGES: ChargePricing = {
  percentBasisPoints: 150,
  flatFee: 10_000,
  flatFeeWaivedBelow: 250_000,
  cap: 200_000,
};

/** Paystack Nigeria transfers: NGN 10 up to NGN 5,000, NGN 25 up to NGN 50,000, NGN 50 above. */
export const NIGERIA_TRANSFERS: readonly TransferFeeBand[] = [
  { upTo: 500_000, fee: 1_000 },
  { upTo: 5_000_000, fee: 2_500 },
  { upTo: null, fee: 5_000 },
];

/** Paystack's fee on a charge of `amount` kobo, rounded half up to the kobo. */
export function chargeFee(amount: number, pricing: ChargePricing = NIGERIA_LOCAL_CHARGES): number {
  const percent = Math.floor((amount * pricing.percentBasisPoints + 5_000) / 10_000);
  const fee = percent + (amount >= pricing.flatFeeWaivedBelow ? pricing.flatFee : 0);
  return pricing.cap === null ? fee : Math.min(fee, pricing.cap);
}

/** Paystack's fee on a transfer of `amount` kobo (0 when no band applies). */
export function transferFee(amount: number, bands: readonly TransferFeeBand[] = NIGERIA_TRANSFERS): number {
  return bands.find((band) => band.upTo === null || amount <= band.upTo)?.fee ?? 0;
}

/** The fee on a charge at Paystack Nigeria's local prices (kept for existing callers). */
export function paystackFee(amount: number): number {
  return chargeFee(amount);
}
