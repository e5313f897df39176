import type { EntityManager } from 'typeorm';
import { escapeHtml } from '../notifications/html-sanitizer';
import type { NotificationsService } from '../notifications/notifications.service';
import { User } from '../users/user.entity';
import { translateMessage, userLanguage } from '../i18n/i18n';

/**
 * A hire's news for one of its two sides, in the caller's transaction, written in the recipient's
 * language (`users.language`): the English title and sentence are looked up in the API's
 * catalogues (docs/i18n.md), so a new notice needs only its catalogue entries.
 */
export async function hireNotice(
  notifications: NotificationsService,
  manager: EntityManager,
  userId: number,
  title: string,
  jobTitle: string,
  sentence: string,
): Promise<void> {
  const language = userLanguage(await manager.findOne(User, { where: { id: userId }, select: { id: true, language: true } }));
  await notifications.write(manager, [
    {
      user_id: userId,
      notice_type: 'hire',
      title: translateMessage(language, title),
      message: `<p><em>${escapeHtml(jobTitle)}</em>: ${escapeHtml(translateMessage(language, sentence))}</p>`,
    },
  ]);
}
