import type { EntityManager } from 'typeorm';
import { JobApplication } from '../applications/job-application.entity';

/**
 * Reads an application with its row locked until the transaction ends (SELECT ... FOR UPDATE)
 * on MySQL. SQLite runs one write transaction at a time, so a plain read is already serialised.
 */
export async function lockApplication(manager: EntityManager, id: number): Promise<JobApplication | null> {
  const query = manager.createQueryBuilder(JobApplication, 'application').where('application.id = :id', { id });
  if (manager.connection.options.type === 'mysql') query.setLock('pessimistic_write');
  return query.getOne();
}
