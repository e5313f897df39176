import type { EntityManager } from 'typeorm';
import type { Transaction } from '../transactions/transaction.entity';
import { Receipt, ReceiptSequence } from './receipt.entities';

/**
 * The receipt of a successful charge, numbered in the caller's transaction: the counter's row is
 * moved with a conditional UPDATE (a row lock on MySQL until the commit; SQLite's transactions
 * queue), so concurrent payments take consecutive numbers and a rolled-back payment takes none.
 * A charge holds at most one receipt (unique `transaction_id`): asking again answers the first.
 */
export async function allocateReceipt(manager: EntityManager, charge: Pick<Transaction, 'id' | 'user_id' | 'application_id'>): Promise<Receipt> {
  const existing = await manager.findOne(Receipt, { where: { transaction_id: charge.id } });
  if (existing) return existing;
  await manager
    .createQueryBuilder()
    .update(ReceiptSequence)
    .set({ last_number: () => 'last_number + 1' })
    .where('id = 1')
    .execute();
  const { last_number } = await manager.findOneOrFail(ReceiptSequence, { where: { id: 1 } });
  await manager.insert(Receipt, { number: last_number, transaction_id: charge.id, user_id: charge.user_id, application_id: charge.application_id });
  return manager.findOneOrFail(Receipt, { where: { transaction_id: charge.id } });
}

export async function receiptOf(manager: EntityManager, transactionId: number): Promise<Receipt | null> {
  return manager.findOne(Receipt, { where: { transaction_id: transactionId } });
}
