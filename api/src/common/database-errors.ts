import { QueryFailedError } from 'typeorm';
import { classifyDriverError } from './http-exception.filter';

/** A write refused by a unique constraint (both drivers' codes): the "one per" rules. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && classifyDriverError(error.driverError as { code?: string; message?: string }) === 'unique';
}
