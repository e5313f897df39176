import type { ScreenGroup, UssdServices } from '../screen';
import { userOf } from '../screen';
import type { MainScreens, PinData } from '../screen-data';

/** The main menu (docs/ussd.md, "The menus"); `0` exits here. */
export function mainScreens(deps: Pick<UssdServices, 'pins'>): ScreenGroup<keyof MainScreens> {
  /** "My money" and "Verify my ID" are behind the PIN: asked for, or set first by SMS code. */
  const behindPin = async (userId: number, data: PinData) => {
    if (await deps.pins.isLocked(userId)) return null;
    return (await deps.pins.hasPin(userId)) ? ({ go: 'pin', data } as const) : ({ go: 'pin_none', data } as const);
  };
  return {
    blocked: {
      view: async (c) => ({ end: c.t.blocked, outcome: 'blocked' }),
      answer: async () => ({ invalid: true }),
    },
    not_freelancer: {
      view: async (c) => ({ end: c.t.notFreelancer }),
      answer: async () => ({ invalid: true }),
    },

    main: {
      view: async (c) => ({
        root: true,
        body: [
          c.t.mainTitle,
          `1 ${c.t.menuJobs}`,
          `2 ${c.t.menuMyJobs}`,
          `3 ${c.t.menuMoney}`,
          `4 ${c.t.menuAlerts}`,
          `5 ${c.t.menuLanguage}`,
          `6 ${c.t.menuVerify}`,
          `7 ${c.t.menuSearch}`,
        ],
      }),
      answer: async (c, input) => {
        switch (input) {
          case '1':
            return { go: 'places', data: { page: 1 } };
          case '2':
            return { go: 'myjobs', data: { page: 1 } };
          case '3':
            return (await behindPin(userOf(c), {})) ?? { end: c.t.pinLocked, outcome: 'locked' };
          case '4':
            return { go: 'alerts' };
          case '5':
            return { go: 'language' };
          case '6':
            // Verify my ID, behind the PIN (docs/trust.md "Identity").
            return (await behindPin(userOf(c), { next: 'identity' })) ?? { end: c.t.pinLocked, outcome: 'locked' };
          case '7':
            return { go: 'search' };
          default:
            return { invalid: true };
        }
      },
    },
  };
}
