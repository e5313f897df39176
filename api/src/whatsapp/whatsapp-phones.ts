import { Injectable } from '@nestjs/common';
import type { EntityManager, Repository } from 'typeorm';
import { normalisePhone } from '@gigmarket/shared';
import type { User } from '../users/user.entity';
import { InjectUsers } from '../users/repositories';

/** The WhatsApp id (international digits, no +) of a Nigerian number written in any usual way. */
export function waIdOf(phone: string): string | null {
  const national = normalisePhone(phone);
  return national ? `234${national.slice(1)}` : null;
}

/** Which account holds the phone a WhatsApp message came from or went to. */
@Injectable()
export class WhatsAppPhones {
  constructor(@InjectUsers() private readonly users: Repository<User>) {}

  async userIdOf(manager: EntityManager, waId: string): Promise<number | null> {
    const phone = normalisePhone(waId);
    if (!phone) return null;
    const user = await manager.withRepository(this.users).findOne({ where: { phone }, select: { id: true } });
    return user?.id ?? null;
  }
}
