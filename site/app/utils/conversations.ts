/** Conversations in the site (docs/conversations.md): types and the text helpers used by the thread page. */
import type { MessageStreamEvent } from '@gigmarket/shared';
import type { ApiSchemas } from './api-schemas';

/** The live events of GET /api/messages/stream (server-sent, outside the OpenAPI document). */
export type { MessageStreamEvent };

/** One message as a participant sees it. */
export type ThreadMessage = ApiSchemas['ThreadMessageDto'];

/** A conversation as GET /api/applications/:id/messages answers it (the API's contract). */
export type Thread = ApiSchemas['ThreadDto'];

/** One line of the inbox (GET /api/messages/threads). */
export type ThreadSummary = ApiSchemas['ThreadSummaryDto'];

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
