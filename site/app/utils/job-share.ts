/**
 * The words and links of a shared job (docs/site.md "Share"): a link that carries the language
 * and `ref=share` (the source the job-board counts read), the short WhatsApp text, and the
 * wa.me address that opens it.
 */
import type { Language } from '@gigmarket/shared';

/** The marker a shared link carries in `ref`. */
export const SHARE_REF = 'share';

/** `https://site/jobs/12?lang=fr&ref=share`. */
export function shareLink(origin: string, jobId: number, lang: Language): string {
  const url = new URL(`/jobs/${jobId}`, origin);
  url.searchParams.set('lang', lang);
  url.searchParams.set('ref', SHARE_REF);
  return url.toString();
}

export interface ShareFacts {
  title: string;
  /** "₦15,000" */
  pay: string;
  /** "Sat 12 Dec · 09:00–17:00", or "" */
  when: string;
  /** "Ikeja, Lagos", or "" */
  area: string;
}

/** One line a person reads in a group chat: title, pay, when, area, then the link on its own line. */
export function shareText(facts: ShareFacts, link: string): string {
  const line = [facts.title.trim(), facts.pay, facts.when, facts.area].filter((part) => part && part.trim()).join(' · ');
  return `${line}\n${link}`;
}

/** The address that opens WhatsApp (app or web) with the text ready to send to a chosen chat. */
export function whatsappHref(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
