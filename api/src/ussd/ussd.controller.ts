import { Body, Controller, ExecutionContext, Header, HttpCode, Post, Req, UseFilters, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { SkipThrottle, Throttle } from '@nestjs/throttler';
import { USSD_LIMITS } from '@gigmarket/shared';
import { Public } from '../common/auth/access.decorators';
import { AfricasTalkingCallbackDto, HubtelCallbackDto, HubtelReplyDto } from './ussd.dto';
import { UssdEngine, type HopMark } from './ussd-engine';
import { USSD_SECRET_HEADER, UssdGatewayGuard } from './ussd-gateway.guard';
import { UssdThrottledFilter, UssdThrottlerGuard } from './ussd-throttle';

/**
 * The newest answer in Africa's Talking's cumulative `text`, given the last hop answered (its
 * text, or the mark the session keeps instead of it).
 */
export function latestAnswer(text: string, previousHop: string | HopMark | null): { input: string; isNew: boolean } {
  if (previousHop === null) return { input: text, isNew: true };
  const previous: HopMark = typeof previousHop === 'string' ? { length: previousHop.length, is: (candidate) => candidate === previousHop } : previousHop;
  if (previous.length === 0) return { input: text, isNew: false };
  if (text.length > previous.length && text[previous.length] === '*' && previous.is(text.slice(0, previous.length)))
    return { input: text.slice(previous.length + 1), isNew: false };
  // Not a continuation of what we answered (an empty answer, or the gateway lost a hop): the last part.
  const parts = text.split('*');
  return { input: parts[parts.length - 1] ?? '', isNew: false };
}

/** The dial-through path in a dialled code: "*713*1*2#" after service code "*713#" -> "1*2". */
export function dialThrough(dialled: string, serviceCode: string | undefined): string {
  const strip = (code: string) => code.replace(/^\*|#$/g, '');
  const full = strip(dialled.trim());
  // Without a known service code, a short code is taken to be its first two parts (*384*123#).
  const base = serviceCode ? strip(serviceCode.trim()) : full.split('*').slice(0, 2).join('*');
  return full.startsWith(base) ? full.slice(base.length).replace(/^\*/, '') : '';
}

/** Per phone (USSD_HOPS_PER_PHONE_PER_MINUTE, put on the request by the gateway guard). */
const THROTTLE = {
  account: {
    limit: (context: ExecutionContext) =>
      context.switchToHttp().getRequest<{ ussdHopLimit?: number }>().ussdHopLimit ?? USSD_LIMITS.hopsPerPhonePerMinute,
    ttl: 60_000,
  },
};

/**
 * Gateway adapters in front of the one menu engine (docs/ussd.md). The gateway guard runs first,
 * then the per-phone rate limit (the per-address one is skipped: every caller shares the gateway's),
 * which answers a closing screen rather than a 429 (ussd-throttle.ts).
 */
@ApiTags('ussd')
@ApiHeader({
  name: USSD_SECRET_HEADER,
  required: false,
  description: 'The gateway secret (or put it as the last path segment)',
})
@Public()
@SkipThrottle({ ip: true })
@Throttle(THROTTLE)
@UseGuards(UssdGatewayGuard, UssdThrottlerGuard)
@UseFilters(UssdThrottledFilter)
@Controller('ussd')
export class UssdController {
  constructor(private readonly engine: UssdEngine) {}

  @Post(['africastalking', 'africastalking/:secret'])
  @HttpCode(200)
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: "Africa's Talking USSD callback (form-encoded); answers `CON ...` or `END ...` as text/plain",
  })
  @ApiProduces('text/plain')
  @ApiOkResponse({ schema: { type: 'string', example: 'CON GigMarket\n1 Jobs near me\n0 Exit' } })
  async africasTalking(@Body() dto: AfricasTalkingCallbackDto): Promise<string> {
    const text = dto.text ?? '';
    const reply = await this.engine.handle({
      gateway: 'africastalking',
      sessionId: dto.sessionId,
      msisdn: dto.phoneNumber,
      network: dto.networkCode ?? null,
      input: text,
      isNew: false,
      hop: text,
      latest: (lastHop) => latestAnswer(text, lastHop),
    });
    return `${reply.end ? 'END' : 'CON'} ${reply.text}`;
  }

  @Post(['hubtel', 'hubtel/:secret'])
  @HttpCode(200)
  @ApiOperation({ summary: 'A gateway that sends only the latest answer as JSON (Hubtel-shaped)' })
  @ApiOkResponse({ type: HubtelReplyDto })
  async hubtel(
    @Body() dto: HubtelCallbackDto,
    @Req() req: { ussdServiceCode?: string | null },
  ): Promise<HubtelReplyDto> {
    if (dto.Type === 'Release' || dto.Type === 'Timeout') return { Type: 'Release', Message: '' };
    const isNew = dto.Type === 'Initiation';
    const reply = await this.engine.handle({
      gateway: 'hubtel',
      sessionId: dto.SessionId,
      msisdn: dto.Mobile,
      network: dto.Operator ?? null,
      input: isNew ? dialThrough(dto.Message, dto.ServiceCode ?? req.ussdServiceCode ?? undefined) : dto.Message.trim(),
      isNew,
      hop: dto.Sequence !== undefined ? `seq:${String(dto.Sequence)}` : `${isNew ? 'init' : 'msg'}:${dto.Message}`,
    });
    return { Type: reply.end ? 'Release' : 'Response', Message: reply.text };
  }
}
