import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import { CanActivate, ExecutionContext, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { Repository } from 'typeorm';
import { USSD_API_MESSAGES } from '@gigmarket/shared';
import { DomainError } from '../common/domain-error';
import { USSD_API_MESSAGES as USSD_ANSWERS } from '../i18n/messages/shared';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { clientAddress } from '../auth/rate-limit/client-address';
import type { AdminSettings } from '../settings/admin-settings.entity';
import { InjectAdminSettings } from '../settings/repositories';

export const USSD_SECRET_HEADER = 'x-ussd-secret';

export const USSD_MESSAGES = USSD_API_MESSAGES;

function sameSecret(sent: string, expected: string): boolean {
  const a = createHash('sha256').update(sent).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** "196.201.214.0/24, 127.0.0.1" -> a BlockList; entries that are not addresses or blocks are ignored. */
export function allowList(setting: string | null | undefined): BlockList | null {
  const list = new BlockList();
  let entries = 0;
  for (const raw of (setting ?? '').split(/[\s,]+/)) {
    const entry = raw.trim();
    if (!entry) continue;
    const [address, bits] = entry.split('/');
    const family = isIP(address);
    if (!family) continue;
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits !== undefined) {
      const prefix = Number(bits);
      if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 6 ? 128 : 32)) continue;
      list.addSubnet(address, prefix, type);
    } else list.addAddress(address, type);
    entries += 1;
  }
  return entries ? list : null;
}

export function addressAllowed(list: BlockList | null, address: string): boolean {
  if (!list) return false;
  const family = isIP(address);
  if (!family) return false;
  return list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Only the gateway may call the USSD callbacks: it vouches for the phone number, so anyone else
 * could act as any phone. Both the shared secret (header X-Ussd-Secret, or the last path segment)
 * and a source address in the allow-list (the peer as Express sees it under TRUST_PROXY, the
 * hardening work's rule) are required, from the back office's settings. Otherwise 401 (secret)
 * or 403 (address), before anything of the session is read or written.
 */
@Injectable()
export class UssdGatewayGuard implements CanActivate {
  constructor(
    @InjectAdminSettings() private readonly settings: Repository<AdminSettings>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context
      .switchToHttp()
      .getRequest<{
        ussdHopLimit?: number;
        ussdServiceCode?: string | null;
        headers: Record<string, string | string[] | undefined>;
        params?: Record<string, string>;
        ip?: string;
        socket?: { remoteAddress?: string };
      }>();
    const settings = await this.settings
      .createQueryBuilder('s')
      .select(['s.id', 's.ussd_allowed_addresses', 's.ussd_service_code'])
      .addSelect('s.ussd_gateway_secret')
      .where('s.id = 1')
      .getOne();
    const header = req.headers[USSD_SECRET_HEADER];
    const sent = (typeof header === 'string' ? header : (req.params?.secret ?? '')).trim();
    const expected = settings?.ussd_gateway_secret ?? '';
    if (!sent || !expected || !sameSecret(sent, expected))
      throw new DomainError(USSD_ANSWERS.unauthorised, HttpStatus.UNAUTHORIZED);
    // No site secret: the X-Client-IP claim is never believed here, only Express's trusted-proxy view.
    const address = clientAddress(req, undefined);
    if (!addressAllowed(allowList(settings?.ussd_allowed_addresses), address))
      throw new DomainError(USSD_ANSWERS.forbidden, HttpStatus.FORBIDDEN);
    // The per-phone limit the throttler guard (next) applies.
    req.ussdHopLimit = this.config.USSD_HOPS_PER_PHONE_PER_MINUTE;
    req.ussdServiceCode = settings?.ussd_service_code ?? null;
    return true;
  }
}
