import { HttpStatus } from '@nestjs/common';
import { DomainError } from '../../common/domain-error';
import type { UssdLanguage } from '@gigmarket/shared';
import { userOf, type ScreenGroup, type UssdServices } from '../screen';
import type { AccountScreens } from '../screen-data';
import { USSD_TEXT } from '../ussd-text';

/**
 * Job alerts (users.sms_job_alerts, honoured by the conversations work), "Send me my data" (the
 * site's "Download my data", docs/privacy.md) and the language (users.language).
 */
export function accountScreens(deps: Pick<UssdServices, 'users' | 'dataExports' | 'consents'>): ScreenGroup<keyof AccountScreens> {
  const { users } = deps;
  return {
    alerts: {
      view: async (c) => {
        const on = (await users.findOne({ where: { id: userOf(c) }, select: { id: true, sms_job_alerts: true } }))?.sms_job_alerts;
        c.data.on = Boolean(on);
        return { body: [on ? c.t.alertsOn : c.t.alertsOff], options: [`1 ${on ? c.t.turnOff : c.t.turnOn}`, `2 ${c.t.sendMyData}`] };
      },
      answer: async (c, input) => {
        if (input === '2') {
          try {
            await deps.dataExports.request(userOf(c), 'ussd');
          } catch (error) {
            if (error instanceof DomainError && error.getStatus() === HttpStatus.TOO_MANY_REQUESTS) return { end: c.t.dataTooMany };
            throw error;
          }
          return { end: c.t.dataRequested, outcome: 'data_requested' };
        }
        if (input !== '1') return { invalid: true };
        const next = !c.data.on;
        await deps.consents.setSmsSettings(userOf(c), { sms_job_alerts: next }, 'ussd');
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
