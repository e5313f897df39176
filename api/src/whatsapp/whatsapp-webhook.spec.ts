import { createHmac } from 'node:crypto';
import { metaSignedBytes, readMetaPayload, validMetaSignature } from './whatsapp-webhook';
import { WHATSAPP_NOTICE_TEMPLATES, type WhatsAppNoticeTemplate } from '@gigmarket/shared';
import { checkWhatsAppMessage, clientMessage, WhatsAppLimitError } from './whatsapp-messages';

const SECRET = 'unit-app-secret';
const sign = (bytes: string | Buffer) => `sha256=${createHmac('sha256', SECRET).update(bytes).digest('hex')}`;

describe('the signature', () => {
  const escaped = '{"text":{"body":"Caf\\u00e9 \\ud83d\\ude00 \\/ ok"}}';
  const utf8 = '{"text":{"body":"Café 😀 \\/ ok"}}';

  it("leaves Meta's ASCII bodies as they are and escapes raw UTF-8 into Meta's form", () => {
    expect(metaSignedBytes(Buffer.from(escaped)).toString()).toBe(escaped);
    expect(metaSignedBytes(Buffer.from(utf8, 'utf8')).toString()).toBe(escaped);
  });

  it('verifies the bytes Meta signed and nothing else', () => {
    expect(validMetaSignature(Buffer.from(escaped), sign(escaped), SECRET)).toBe(true);
    expect(validMetaSignature(Buffer.from(utf8, 'utf8'), sign(Buffer.from(utf8, 'utf8')), SECRET)).toBe(false);
    expect(validMetaSignature(Buffer.from(escaped), sign(Buffer.from(utf8, 'utf8')), SECRET)).toBe(false);
    expect(validMetaSignature(Buffer.from(escaped), sign(escaped).toUpperCase().replace('SHA256=', 'sha256='), SECRET)).toBe(true);
    expect(validMetaSignature(Buffer.from(escaped), undefined, SECRET)).toBe(false);
    expect(validMetaSignature(Buffer.from(escaped), sign(escaped), undefined)).toBe(false);
    expect(validMetaSignature(Buffer.from(escaped), sign(escaped).slice(0, -2), SECRET)).toBe(false);
  });
});

describe("reading Meta's payload", () => {
  it('reads text, interactive replies and statuses, and leaves out what is not Meta’s shape', () => {
    const { messages, statuses } = readMetaPayload({
      object: 'whatsapp_business_account',
      entry: [
        {
          changes: [
            {
              field: 'messages',
              value: {
                messages: [
                  { id: 'wamid.A', from: '2348031000001', type: 'text', timestamp: '1700000000', text: { body: 'Bonjour' } },
                  { id: 'wamid.B', from: '2348031000001', type: 'interactive', interactive: { type: 'button_reply', button_reply: { id: 'yes', title: 'Oui' } }, context: { id: 'wamid.Q' } },
                  { id: 'wamid.C', from: 'not a number', type: 'text', text: { body: 'x' } },
                  'junk',
                ],
                statuses: [
                  { id: 'wamid.S', status: 'failed', timestamp: '1700000001', errors: [{ code: 131047, title: 'Re-engagement message' }] },
                  { id: 'wamid.T', status: 'accepted' },
                  { id: 'wamid.U', status: 'bogus' },
                ],
              },
            },
          ],
        },
      ],
    });
    expect(messages).toEqual([
      expect.objectContaining({ wamid: 'wamid.A', text: 'Bonjour', sentAt: new Date(1_700_000_000_000) }),
      expect.objectContaining({ wamid: 'wamid.B', type: 'interactive', replyId: 'yes', text: 'Oui', contextWamid: 'wamid.Q' }),
    ]);
    expect(statuses).toEqual([expect.objectContaining({ wamid: 'wamid.S', status: 'failed', errorCode: 131047, errorTitle: 'Re-engagement message' })]);
    expect(readMetaPayload({ object: 'page', entry: [] })).toEqual({ messages: [], statuses: [] });
    expect(readMetaPayload(null)).toEqual({ messages: [], statuses: [] });
  });
});

describe("Meta's limits in the product", () => {
  it('refuses duplicate row ids and reply titles, empty labels, and a second section without a title', () => {
    expect(() => checkWhatsAppMessage({ kind: 'list', body: 'b', button: 'Voir', sections: [{ rows: [{ id: 'a', title: 'A' }, { id: 'a', title: 'B' }] }] })).toThrow(/row ids must be unique/);
    expect(() => checkWhatsAppMessage({ kind: 'button', body: 'b', buttons: [{ id: '1', title: 'Oui' }, { id: '2', title: 'Oui' }] })).toThrow(/button titles must be unique/);
    expect(() => checkWhatsAppMessage({ kind: 'text', body: '   ' })).toThrow(WhatsAppLimitError);
    expect(() => checkWhatsAppMessage({ kind: 'list', body: 'b', button: 'Voir', sections: [{ title: 'A', rows: [{ id: 'a', title: 'A' }] }, { rows: [{ id: 'b', title: 'B' }] }] })).toThrow(/sections\[1\]\.title is required/);
  });

  it('counts an emoji as two, as the client library does', () => {
    expect(() => checkWhatsAppMessage({ kind: 'button', body: 'b', buttons: [{ id: '1', title: `${'é'.repeat(19)}👍` }] })).toThrow(/at most 20/);
    expect(() => checkWhatsAppMessage({ kind: 'button', body: 'b', buttons: [{ id: '1', title: 'é'.repeat(20) }] })).not.toThrow();
  });

  it('a button opening a page: its text at most 20, an http(s) address; every notice template’s button text fits in both languages', () => {
    expect(() => checkWhatsAppMessage({ kind: 'cta', body: 'b', button: { text: 'x'.repeat(21), url: 'https://a.test/x' } })).toThrow(/button\.text must be at most 20/);
    expect(() => checkWhatsAppMessage({ kind: 'cta', body: 'b', button: { text: 'Open', url: 'javascript:alert(1)' } })).toThrow(/button\.url must be an http\(s\) address/);
    for (const template of Object.values(WHATSAPP_NOTICE_TEMPLATES as Record<string, WhatsAppNoticeTemplate>))
      for (const text of Object.values(template.button ?? {}))
        expect(() => checkWhatsAppMessage({ kind: 'cta', body: 'b', button: { text, url: 'https://a.test/employer/hires/1' } })).not.toThrow();
  });

  it('a template with a URL button carries the page’s path as the button’s variable', () => {
    const built = JSON.parse(JSON.stringify(clientMessage({ kind: 'template', name: 'gm_hire_done', language: 'fr', parameters: { job: 'Peindre' }, urlButtonSuffix: 'employer/hires/12' })));
    expect(built.components).toEqual([
      { type: 'body', parameters: [{ type: 'text', text: 'Peindre', parameter_name: 'job' }] },
      { type: 'button', sub_type: 'url', index: 0, parameters: [{ type: 'text', text: 'employer/hires/12' }] },
    ]);
  });
});
