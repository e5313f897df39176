import { Injectable, OnModuleInit } from '@nestjs/common';
import { TaskScheduler } from '../common/scheduler';
import { ReconciliationService } from '../payments/reconciliation.service';
import { RefundsService } from '../payments/refunds.service';
import { HiresService } from './hires.service';
import { ShiftConfirmations } from './shift-confirmation';

const AUTO_COMPLETE_EVERY_MS = 60_000;
const REFUND_RETRY_EVERY_MS = 60_000;
const RECONCILE_EVERY_MS = 6 * 60 * 60_000;
export const AUTO_COMPLETE_TASK = 'hire-auto-complete';
export const LAPSE_TASK = 'hire-lapse';
export const CONFIRM_ASK_TASK = 'shift-confirm-ask';
export const CONFIRM_WARN_TASK = 'shift-confirm-warn';
export const CHECK_IN_REMINDER_TASK = 'shift-checkin-reminder';
export const REFUND_RETRY_TASK = 'refund-retry';
export const RECONCILIATION_TASK = 'payment-reconciliation';

/**
 * The hire rules' schedule on the scheduling seam (BullMQ with REDIS_URL, so one process runs
 * each; in-process timers otherwise): the auto-completion, the lapse of unpaid hires whose job has
 * started, the shift confirmation's ask, the employer's warning and the check-in reminder (docs/shift-confirmation.md) and
 * the refunds' retries every minute,
 * the gateway reconciliation every six hours. All are idempotent. Nothing runs when
 * BACKGROUND_TASKS=false (the tests call the tasks themselves with their clock).
 */
@Injectable()
export class HireTasks implements OnModuleInit {
  constructor(
    private readonly scheduler: TaskScheduler,
    private readonly hires: HiresService,
    private readonly refunds: RefundsService,
    private readonly reconciliation: ReconciliationService,
    private readonly shifts: ShiftConfirmations,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({ name: AUTO_COMPLETE_TASK, everyMs: AUTO_COMPLETE_EVERY_MS, run: () => this.hires.autoCompleteDue() });
    this.scheduler.register({ name: LAPSE_TASK, everyMs: AUTO_COMPLETE_EVERY_MS, run: () => this.hires.lapseDue() });
    this.scheduler.register({ name: CONFIRM_ASK_TASK, everyMs: AUTO_COMPLETE_EVERY_MS, run: () => this.shifts.askDue() });
    this.scheduler.register({ name: CONFIRM_WARN_TASK, everyMs: AUTO_COMPLETE_EVERY_MS, run: () => this.shifts.warnDue() });
    this.scheduler.register({ name: CHECK_IN_REMINDER_TASK, everyMs: AUTO_COMPLETE_EVERY_MS, run: () => this.shifts.remindCheckInDue() });
    this.scheduler.register({ name: REFUND_RETRY_TASK, everyMs: REFUND_RETRY_EVERY_MS, run: () => this.refunds.retryDue() });
    this.scheduler.register({ name: RECONCILIATION_TASK, everyMs: RECONCILE_EVERY_MS, run: () => this.reconciliation.run() });
  }
}
