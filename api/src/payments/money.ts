/** Money in integer minor units: the one implementation lives in packages/shared (money.ts). */
export { fromMinor, percentOfMinor, toMinor } from '@gigmarket/shared';
