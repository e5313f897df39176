/** Conversations in the site (docs/conversations.md): types and the text helpers used by the thread page. */
import type { MessageStreamEvent, ThreadMessage } from '@gigmarket/shared';

export type { MessageStreamEvent, ThreadMessage };

export type Thread = {
  application_id: number;
  listing_id: number;
  job_title: string;
  status: string;
  role: 'employer' | 'freelancer';
  other: { id: number; name: string };
  approved: boolean;
  mask_note: string | null;
  blocked_by_me: boolean;
  blocked_by_them: boolean;
  items: ThreadMessage[];
  unread: number;
  /** "Never pay to apply", in the reader's language: shown at the top of every thread (docs/trust.md). */
  safety_notice?: string | null;
};

export type ThreadSummary = {
  application_id: number;
  job_title: string;
  other: { id: number; name: string };
  unread: number;
  last: ThreadMessage;
};

/** The window event the live stream dispatches for pages (the thread page reloads its data on it). */
export const LIVE_EVENT = 'gig:messages';

/** Text split into plain parts and http(s) links, so links render as anchors and nothing as HTML. */
export function linkify(text: string): Array<{ text: string; href?: string }> {
  const parts: Array<{ text: string; href?: string }> = [];
  const pattern = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ text: text.slice(last, index) });
    parts.push({ text: match[0], href: match[0] });
    last = index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
