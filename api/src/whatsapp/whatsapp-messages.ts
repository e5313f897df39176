// The messages the product sends on WhatsApp, checked against Meta's limits before anything goes
// to Graph (docs/whatsapp.md "Meta's limits"): a message that breaks one throws
// WhatsAppLimitError naming the field and the rule, and is never sent.
import { WHATSAPP_LIMITS, type WhatsAppMessageKind } from '@gigmarket/shared';
import { ActionButtons, ActionCTA, ActionList, Body, Button, Footer, Header, Interactive, ListSection, Row } from 'whatsapp-api-js/messages/interactive';
import { BodyComponent, BodyParameter, Language, Template, URLComponent } from 'whatsapp-api-js/messages/template';
import type { TemplateComponent } from 'whatsapp-api-js/types';
import { Text } from 'whatsapp-api-js/messages/text';

export interface ListRow {
  id: string;
  title: string;
  description?: string;
}

export type WhatsAppMessage =
  | { kind: 'text'; body: string }
  | {
      kind: 'list';
      body: string;
      /** The button that opens the list. */
      button: string;
      sections: { title?: string; rows: ListRow[] }[];
      header?: string;
      footer?: string;
    }
  | { kind: 'button'; body: string; buttons: { id: string; title: string }[]; header?: string; footer?: string }
  /** A body and one button that opens a page (Meta's `cta_url`): inside the 24-hour window only. */
  | { kind: 'cta'; body: string; button: { text: string; url: string } }
  | {
      kind: 'template';
      name: string;
      language: string;
      /** The body's named parameters ({{job}}): name -> value. */
      parameters?: Record<string, string>;
      /** The end of its URL button's address (the `{{1}}` of `https://site/{{1}}`), for a template that has one. */
      urlButtonSuffix?: string;
    };

export class WhatsAppLimitError extends Error {
  constructor(
    readonly field: string,
    readonly rule: string,
  ) {
    super(`WhatsApp message refused before sending: ${field} ${rule}`);
    this.name = 'WhatsAppLimitError';
  }
}

function fits(value: string | undefined, field: string, max: number, required = true): void {
  if (value === undefined) {
    if (required) throw new WhatsAppLimitError(field, 'is required');
    return;
  }
  if (!value.trim()) throw new WhatsAppLimitError(field, 'must not be empty');
  if (value.length > max) throw new WhatsAppLimitError(field, `must be at most ${max} characters (it has ${value.length})`);
}

function unique(values: string[], field: string): void {
  if (new Set(values).size !== values.length) throw new WhatsAppLimitError(field, 'must be unique');
}

/** Throws WhatsAppLimitError when the message breaks one of Meta's limits. */
export function checkWhatsAppMessage(message: WhatsAppMessage): void {
  const L = WHATSAPP_LIMITS;
  switch (message.kind) {
    case 'text':
      return fits(message.body, 'body', L.textBody);
    case 'template':
      fits(message.name, 'name', 512);
      fits(message.language, 'language', 15);
      for (const [name, value] of Object.entries(message.parameters ?? {})) fits(value, `parameters.${name}`, L.textBody);
      fits(message.urlButtonSuffix, 'urlButtonSuffix', L.urlButtonUrl, false);
      return;
    case 'cta':
      fits(message.body, 'body', L.interactiveBody);
      fits(message.button.text, 'button.text', L.urlButtonText);
      fits(message.button.url, 'button.url', L.urlButtonUrl);
      if (!/^https?:\/\//.test(message.button.url)) throw new WhatsAppLimitError('button.url', 'must be an http(s) address');
      return;
    case 'list': {
      fits(message.body, 'body', L.interactiveBody);
      fits(message.button, 'button', L.listButton);
      fits(message.header, 'header', L.headerText, false);
      fits(message.footer, 'footer', L.footerText, false);
      if (!message.sections.length) throw new WhatsAppLimitError('sections', 'must hold at least one section');
      if (message.sections.length > L.listSections) throw new WhatsAppLimitError('sections', `must be at most ${L.listSections}`);
      const rows = message.sections.flatMap((section) => section.rows);
      if (rows.length > L.listRows) throw new WhatsAppLimitError('sections', `must hold at most ${L.listRows} rows across all sections (they hold ${rows.length})`);
      message.sections.forEach((section, s) => {
        fits(section.title, `sections[${s}].title`, L.sectionTitle, message.sections.length > 1);
        if (!section.rows.length) throw new WhatsAppLimitError(`sections[${s}].rows`, 'must hold at least one row');
        section.rows.forEach((row, r) => {
          fits(row.id, `sections[${s}].rows[${r}].id`, L.rowId);
          fits(row.title, `sections[${s}].rows[${r}].title`, L.rowTitle);
          fits(row.description, `sections[${s}].rows[${r}].description`, L.rowDescription, false);
        });
      });
      return unique(rows.map((row) => row.id), 'row ids');
    }
    case 'button': {
      fits(message.body, 'body', L.interactiveBody);
      fits(message.header, 'header', L.headerText, false);
      fits(message.footer, 'footer', L.footerText, false);
      if (!message.buttons.length) throw new WhatsAppLimitError('buttons', 'must hold at least one button');
      if (message.buttons.length > L.replyButtons) throw new WhatsAppLimitError('buttons', `must be at most ${L.replyButtons}`);
      message.buttons.forEach((button, b) => {
        fits(button.id, `buttons[${b}].id`, L.replyButtonId);
        fits(button.title, `buttons[${b}].title`, L.replyButtonTitle);
      });
      unique(message.buttons.map((button) => button.id), 'button ids');
      return unique(message.buttons.map((button) => button.title), 'button titles');
    }
  }
}

/** The client library's message for one the product checked. */
export function clientMessage(message: WhatsAppMessage): Text | Interactive | Template {
  checkWhatsAppMessage(message);
  switch (message.kind) {
    case 'text':
      return new Text(message.body);
    case 'template': {
      const parameters = Object.entries(message.parameters ?? {}).map(([name, value]) => new BodyParameter(value, name));
      const [first, ...rest] = parameters;
      const components: TemplateComponent[] = [];
      if (first) components.push(new BodyComponent(first, ...rest));
      if (message.urlButtonSuffix !== undefined) components.push(new URLComponent(message.urlButtonSuffix));
      return new Template(message.name, new Language(message.language), ...components);
    }
    case 'cta':
      return new Interactive(new ActionCTA(message.button.text, message.button.url), new Body(message.body));
    case 'list': {
      const [first, ...rest] = message.sections.map(
        (section) => new ListSection(section.title, ...(section.rows.map((row) => new Row(row.id, row.title, row.description)) as [Row, ...Row[]])),
      );
      return new Interactive(
        new ActionList(message.button, first, ...rest),
        new Body(message.body),
        message.header === undefined ? undefined : new Header(message.header),
        message.footer === undefined ? undefined : new Footer(message.footer),
      );
    }
    case 'button': {
      const [first, ...rest] = message.buttons.map((button) => new Button(button.id, button.title));
      return new Interactive(
        new ActionButtons(first, ...rest),
        new Body(message.body),
        message.header === undefined ? undefined : new Header(message.header),
        message.footer === undefined ? undefined : new Footer(message.footer),
      );
    }
  }
}

export const messageKind = (message: WhatsAppMessage): WhatsAppMessageKind => message.kind;
