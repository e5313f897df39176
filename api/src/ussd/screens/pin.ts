import { createHash } from 'node:crypto';
import { userOf, type Ctx, type Go, type ScreenGroup, type UssdServices } from '../screen';
import type { PinData, PinScreens } from '../screen-data';
import { PIN_PATTERN } from '../ussd-pin.service';

type PinDeps = Pick<UssdServices, 'pins' | 'codes'>;

const hashPin = (sessionId: string, pin: string) => createHash('sha256').update(`${sessionId}:${pin}`).digest('hex');
/** The PIN opens "My money", or the screen that asked for it ("Verify my ID"). */
const nextAfterPin = (data: PinData): Go => (data.next === 'identity' ? { go: 'identity' } : { go: 'money' });
/** Asked for "Verify my ID", the PIN screens say so first. */
const heading = (c: Ctx<keyof PinScreens>) => (c.data.next === 'identity' ? [c.t.menuVerify] : []);

/**
 * The PIN (docs/ussd.md, "PIN"): checked by UssdPinService (tries reserved one at a time, locked
 * after five); without one, a one-time SMS code (`verification_codes` action `ussd_pin`) lets the
 * caller choose it, twice.
 */
export function pinScreens(deps: PinDeps): ScreenGroup<keyof PinScreens> {
  return {
    pin: {
      view: async (c) => ({ body: [...heading(c), `${c.t.enterPin}:`] }),
      answer: async (c, input) => {
        const checked = await deps.pins.check(userOf(c), input);
        if (checked.ok) return { ...nextAfterPin(c.data), replace: true };
        if (checked.locked) return { end: c.t.pinLocked, outcome: 'locked' };
        return { invalid: `${c.t.wrongPin} ${checked.left}` };
      },
    },
    pin_none: {
      view: async (c) => ({ body: [...heading(c), c.t.noPin], options: [`1 ${c.t.getCode}`] }),
      answer: async (c, input) => {
        if (input !== '1') return { invalid: true };
        try {
          await deps.codes.issue({ id: userOf(c), phone: c.state.phone }, 'ussd_pin');
        } catch {
          return { end: c.t.codeFailed };
        }
        return { go: 'pin_code', replace: true, data: { next: c.data.next } };
      },
    },
    pin_code: {
      view: async (c) => ({ body: [`${c.t.enterCode}:`] }),
      answer: async (c, input) => {
        try {
          await deps.codes.consume(userOf(c), 'ussd_pin', input);
        } catch {
          return { invalid: c.t.wrongCode };
        }
        return { go: 'pin_new', replace: true, data: { next: c.data.next } };
      },
    },
    pin_new: {
      view: async (c) => ({ body: [`${c.t.choosePin}:`] }),
      answer: async (c, input) =>
        PIN_PATTERN.test(input)
          ? { go: 'pin_repeat', replace: true, data: { pin: hashPin(String(c.state.rowId), input), next: c.data.next } }
          : { invalid: c.t.badPin },
    },
    pin_repeat: {
      view: async (c) => ({ body: [`${c.t.repeatPin}:`] }),
      answer: async (c, input) => {
        if (hashPin(String(c.state.rowId), input) !== c.data.pin) return { go: 'pin_new', replace: true, notice: c.t.pinMismatch, data: { next: c.data.next } };
        await deps.pins.set(userOf(c), input);
        c.state.outcome = 'pin_set';
        return { ...nextAfterPin(c.data), replace: true, notice: c.t.pinSet };
      },
    },
  };
}
