import type { EntityManager } from 'typeorm';
import { escapeHtml } from '../notifications/html-sanitizer';
import type { NotificationsService } from '../notifications/notifications.service';

/** A hire's news for one of its two sides, in the caller's transaction. */
export async function hireNotice(
  notifications: NotificationsService,
  manager: EntityManager,
  userId: number,
  title: string,
  jobTitle: string,
  sentence: string,
): Promise<void> {
  await notifications.write(manager, [
    {
      user_id: userId,
      notice_type: 'hire',
      title,
      message: `<p><em>${escapeHtml(jobTitle)}</em>: ${escapeHtml(sentence)}</p>`,
    },
  ]);
}
