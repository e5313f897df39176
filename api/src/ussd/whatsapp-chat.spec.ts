import { WHATSAPP_LIMITS } from '@gigmarket/shared';
import { checkWhatsAppMessage } from '../whatsapp/whatsapp-messages';
import { signedLink, verifySignedLink } from './signed-link';
import { chatMessage, clip } from './whatsapp-chat';

const screen = (body: string[], options: string[] = [], root = false) => ({ kind: 'screen' as const, body, options, root });

describe('a screen as WhatsApp shows it', () => {
  it('makes three short options reply buttons, Back last below the top', () => {
    const { message } = chatMessage(screen(['Paint a fence', '1 Apply at N9,000', '2 Quote my own price']), 'en');
    expect(message).toEqual({
      kind: 'button',
      body: 'Paint a fence',
      buttons: [
        { id: '1', title: 'Apply at N9,000' },
        { id: '2', title: 'Quote my own price' },
        { id: '0', title: 'Back' },
      ],
    });
  });

  it('makes a list when a label is too long for a button, the label whole in the description and the tail kept', () => {
    const title = 'Nettoyage complet d’une maison à Lekki — fenêtres, sols, cuisine et salle de bain';
    const { message } = chatMessage(screen(['Offres vers Ikeja:', `1 ${title} · 10 000 N`, '2 Garde · 9 000 N'], ['98 Suite']), 'fr');
    expect(() => checkWhatsAppMessage(message)).not.toThrow();
    expect(message.kind).toBe('list');
    if (message.kind !== 'list') return;
    const [first, second, more, back] = message.sections[0].rows;
    expect(first.title.length).toBeLessThanOrEqual(WHATSAPP_LIMITS.rowTitle);
    expect(first.description).toMatch(/^Nettoyage complet d’une maison.*… · 10 000 N$/);
    expect(first.description!.length).toBeLessThanOrEqual(WHATSAPP_LIMITS.rowDescription);
    expect(second).toEqual({ id: '2', title: 'Garde', description: '9 000 N' });
    expect(more).toEqual({ id: '98', title: 'Suite' });
    expect(back).toEqual({ id: '0', title: 'Retour' });
    expect(message.button).toBe('Choisir');
  });

  it('shows nine rows and "More" when a screen has more than ten options', () => {
    const options = Array.from({ length: 14 }, (_, index) => `${index + 1} Option ${index + 1}`);
    const first = chatMessage(screen(['Pick:'], options, true), 'en').message;
    const second = chatMessage(screen(['Pick:'], options, true), 'en', { page: 1 }).message;
    if (first.kind !== 'list' || second.kind !== 'list') throw new Error('lists expected');
    expect(first.sections[0].rows.map((row) => row.id)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', 'chat:more']);
    expect(second.sections[0].rows.map((row) => row.id)).toEqual(['10', '11', '12', '13', '14']);
  });

  it('asks for typed text with a Back button, and keeps a long body within 1,024 characters', () => {
    const { message } = chatMessage(screen(['x'.repeat(2000)]), 'en', { takesText: true });
    expect(message.kind).toBe('button');
    expect(() => checkWhatsAppMessage(message)).not.toThrow();
    expect(clip('one two three', 8)).toBe('one two…');
  });
});

describe('the signed link', () => {
  const secret = 'unit-secret';
  const at = new Date('2026-11-30T10:00:00Z');
  it('names its person for its page until it expires, and nothing else', () => {
    const link = signedLink('https://gigmarket.ng/', '/freelancer/money', 42, new Date(at.getTime() + 15 * 60_000), secret);
    expect(link).toMatch(/^https:\/\/gigmarket\.ng\/freelancer\/money\?wa=42\.\d+\.[A-Za-z0-9_-]{43}$/);
    const token = new URL(link).searchParams.get('wa')!;
    expect(verifySignedLink('/freelancer/money', token, at, secret)).toBe(42);
    expect(verifySignedLink('/freelancer/money', token, new Date(at.getTime() + 16 * 60_000), secret)).toBeNull();
    expect(verifySignedLink('/freelancer/bank-account', token, at, secret)).toBeNull();
    expect(verifySignedLink('/freelancer/money', token.replace(/^42/, '43'), at, secret)).toBeNull();
    expect(verifySignedLink('/freelancer/money', token, at, 'another-secret')).toBeNull();
    expect(verifySignedLink('/freelancer/money', 'nonsense', at, secret)).toBeNull();
  });
});
