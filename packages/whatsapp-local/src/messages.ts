// What Graph checks on `POST /{version}/{phone-number-id}/messages` before it accepts a message:
// the kinds the product sends (text, interactive list and reply buttons, template) and Meta's
// documented limits. These numbers are Meta's, kept here apart from the product's own (in
// @gigmarket/shared) on purpose: the product checking itself against its own numbers would not
// notice them drifting from Meta's.
import { GraphError, tooLong } from './errors';

export const META_LIMITS = {
  textBody: 4096,
  interactiveBody: 1024,
  headerText: 60,
  footerText: 60,
  listButton: 20,
  listSections: 10,
  listRows: 10,
  sectionTitle: 24,
  rowId: 200,
  rowTitle: 24,
  rowDescription: 72,
  replyButtons: 3,
  replyButtonTitle: 20,
  replyButtonId: 256,
  ctaDisplayText: 20,
  templateButtonUrl: 2000,
} as const;

export type MessageKind = 'text' | 'list' | 'button' | 'cta' | 'template';

/** What a template was approved with: its named body parameters, and whether it has a URL button ending in a variable. */
export interface ApprovedTemplateShape {
  parameters?: readonly string[];
  urlButton?: boolean;
}

type Json = Record<string, unknown>;

const length = (value: string) => Array.from(value).length;

function obj(value: unknown, name: string): Json {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new GraphError(131008, `${name} is required`);
  return value as Json;
}

function text(value: unknown, name: string, max: number, required = true): string | undefined {
  if (value === undefined || value === null) {
    if (required) throw new GraphError(131008, `${name} is required`);
    return undefined;
  }
  if (typeof value !== 'string') throw new GraphError(100, `${name} must be a string`);
  if (length(value) < 1 || length(value) > max) throw tooLong(name, max);
  return value;
}

/**
 * A template's body parameters against the named ones it was approved with: each given once, by
 * name, as text (Graph answers 132000 when they do not match).
 */
function checkTemplateParameters(components: unknown, expected: readonly string[]): void {
  const given: string[] = [];
  for (const component of Array.isArray(components) ? (components as Json[]) : []) {
    if (component?.type !== 'body') continue;
    for (const parameter of Array.isArray(component.parameters) ? (component.parameters as Json[]) : []) {
      if (typeof parameter?.parameter_name !== 'string') throw new GraphError(132000, 'Named parameters expected: parameter_name is missing');
      text(parameter.text, `parameter ${parameter.parameter_name}`, META_LIMITS.textBody);
      given.push(parameter.parameter_name);
    }
  }
  const same = given.length === expected.length && [...given].sort().join() === [...expected].sort().join();
  if (!same) throw new GraphError(132000, `Number of parameters does not match the expected number of params: expected ${expected.join(', ') || 'none'}, given ${given.join(', ') || 'none'}`);
}

/**
 * A template's button components against its approval: a URL button whose address ends in a
 * variable needs that variable (one text parameter, index 0); a template without one takes none.
 */
function checkTemplateButtons(components: unknown, urlButton: boolean): void {
  const buttons = (Array.isArray(components) ? (components as Json[]) : []).filter((component) => component?.type === 'button');
  if (!urlButton) {
    if (buttons.length) throw new GraphError(132000, 'Number of parameters does not match the expected number of params: the template has no button with a variable');
    return;
  }
  const [button, ...more] = buttons;
  if (!button || more.length) throw new GraphError(132000, 'Number of parameters does not match the expected number of params: the URL button needs 1');
  if (button.sub_type !== 'url' || Number(button.index) !== 0) throw new GraphError(131009, 'button at index 0 of type Url expected');
  const parameters = Array.isArray(button.parameters) ? (button.parameters as Json[]) : [];
  if (parameters.length !== 1 || parameters[0]?.type !== 'text') throw new GraphError(132000, 'Number of parameters does not match the expected number of params: the URL button needs 1 text parameter');
  text(parameters[0].text, 'URL button parameter', META_LIMITS.templateButtonUrl);
}

/** Checks a send as Graph does; answers its kind, or throws Graph's error. */
export function checkMessage(body: Json, templates: ReadonlyMap<string, ApprovedTemplateShape>): { kind: MessageKind; to: string } {
  if (body.messaging_product !== 'whatsapp')
    throw new GraphError(100, 'The parameter messaging_product is required and must be whatsapp');
  const to = body.to;
  if (typeof to !== 'string' || !/^\+?\d{8,15}$/.test(to)) throw new GraphError(100, 'Invalid parameter to');
  switch (body.type ?? 'text') {
    case 'text': {
      text(obj(body.text, 'text').body, 'Message body', META_LIMITS.textBody);
      return { kind: 'text', to };
    }
    case 'interactive':
      return { kind: checkInteractive(obj(body.interactive, 'interactive')), to };
    case 'template': {
      const template = obj(body.template, 'template');
      const name = text(template.name, 'template name', 512);
      const language = obj(template.language, 'template language');
      text(language.code, 'template language code', 15);
      const key = `${name}:${String(language.code)}`;
      if (!templates.has(key)) throw new GraphError(132001, `template name (${name}) does not exist in ${String(language.code)}`);
      const approved = templates.get(key);
      if (approved?.parameters) checkTemplateParameters(template.components, approved.parameters);
      checkTemplateButtons(template.components, approved?.urlButton ?? false);
      return { kind: 'template', to };
    }
    default:
      throw new GraphError(131051, `Message type ${String(body.type)} is not supported`);
  }
}

function checkInteractive(interactive: Json): MessageKind {
  text(obj(interactive.body, 'interactive body').text, 'Body text', META_LIMITS.interactiveBody);
  if (interactive.header !== undefined) {
    const header = obj(interactive.header, 'header');
    if (header.type === 'text') text(header.text, 'Header text', META_LIMITS.headerText);
  }
  if (interactive.footer !== undefined) text(obj(interactive.footer, 'footer').text, 'Footer text', META_LIMITS.footerText);
  const action = obj(interactive.action, 'action');
  if (interactive.type === 'list') {
    text(action.button, 'Button title', META_LIMITS.listButton);
    const sections = action.sections;
    if (!Array.isArray(sections) || sections.length < 1) throw new GraphError(131008, 'action.sections is required');
    if (sections.length > META_LIMITS.listSections)
      throw new GraphError(131009, `Too many sections. Min sections: 1, Max sections: ${META_LIMITS.listSections}`);
    let rows = 0;
    const ids = new Set<string>();
    for (const raw of sections) {
      const section = obj(raw, 'section');
      text(section.title, 'Section title', META_LIMITS.sectionTitle, sections.length > 1);
      if (!Array.isArray(section.rows) || section.rows.length < 1) throw new GraphError(131008, 'section rows are required');
      for (const rawRow of section.rows) {
        const row = obj(rawRow, 'row');
        const id = text(row.id, 'Row id', META_LIMITS.rowId) as string;
        if (ids.has(id)) throw new GraphError(131009, 'Row id is not unique');
        ids.add(id);
        text(row.title, 'Row title', META_LIMITS.rowTitle);
        text(row.description, 'Row description', META_LIMITS.rowDescription, false);
        rows += 1;
      }
    }
    if (rows > META_LIMITS.listRows)
      throw new GraphError(131009, `Too many rows. Min rows: 1, Max rows: ${META_LIMITS.listRows}`);
    return 'list';
  }
  if (interactive.type === 'button') {
    const buttons = action.buttons;
    if (!Array.isArray(buttons) || buttons.length < 1) throw new GraphError(131008, 'action.buttons is required');
    if (buttons.length > META_LIMITS.replyButtons)
      throw new GraphError(131009, `Too many buttons. Min buttons: 1, Max buttons: ${META_LIMITS.replyButtons}`);
    const titles = new Set<string>();
    for (const raw of buttons) {
      const button = obj(raw, 'button');
      if (button.type !== 'reply') throw new GraphError(100, 'Button type must be reply');
      const reply = obj(button.reply, 'reply');
      text(reply.id, 'Button id', META_LIMITS.replyButtonId);
      const title = text(reply.title, 'Button title', META_LIMITS.replyButtonTitle) as string;
      if (titles.has(title)) throw new GraphError(131009, 'Button title is not unique');
      titles.add(title);
    }
    return 'button';
  }
  if (interactive.type === 'cta_url') {
    if (action.name !== 'cta_url') throw new GraphError(131009, 'action.name must be cta_url');
    const parameters = obj(action.parameters, 'action.parameters');
    text(parameters.display_text, 'Display text', META_LIMITS.ctaDisplayText);
    const url = text(parameters.url, 'URL', META_LIMITS.templateButtonUrl) as string;
    if (!/^https?:\/\//.test(url)) throw new GraphError(131009, 'URL must be an http or https address');
    return 'cta';
  }
  throw new GraphError(131009, `Interactive type ${String(interactive.type)} is not supported`);
}
