import type { UssdLanguage } from '@gigmarket/shared';
import { userOf, type ScreenGroup, type UssdServices } from '../screen';
import type { AccountScreens } from '../screen-data';
import { USSD_TEXT } from '../ussd-text';

/** Job alerts (users.sms_job_alerts, honoured by the conversations work) and the language (users.language). */
export function accountScreens(deps: Pick<UssdServices, 'users'>): ScreenGroup<keyof AccountScreens> {
  const { users } = deps;
  return {
    alerts: {
      view: async (c) => {
        const on = (await users.findOne({ where: { id: userOf(c) }, select: { id: true, sms_job_alerts: true } }))?.sms_job_alerts;
        c.data.on = Boolean(on);
        return { body: [on ? c.t.alertsOn : c.t.alertsOff], options: [`1 ${on ? c.t.turnOff : c.t.turnOn}`] };
      },
      answer: async (c, input) => {
        if (input !== '1') return { invalid: true };
        const next = !c.data.on;
        await users.update({ id: userOf(c) }, { sms_job_alerts: next });
        return { end: next ? c.t.alertsNowOn : c.t.alertsNowOff, outcome: 'alerts_changed' };
      },
    },
    language: {
      view: async () => ({ body: ['1 English', '2 Francais'] }),
      answer: async (c, input) => {
        const lang: UssdLanguage | null = input === '1' ? 'en' : input === '2' ? 'fr' : null;
        if (!lang) return { invalid: true };
        await users.update({ id: userOf(c) }, { language: lang });
        c.state.lang = lang;
        c.state.outcome = c.state.outcome ?? 'language_changed';
        // The menus follow at once: the notice in the new language.
        return { go: 'main', notice: USSD_TEXT[lang].languageSet };
      },
    },
  };
}
