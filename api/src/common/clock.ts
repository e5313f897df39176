import { Global, Injectable, Module } from '@nestjs/common';

/**
 * The time every time-based rule reads (the 72-hour completion, payout retries), injected so
 * tests move it instead of sleeping.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
