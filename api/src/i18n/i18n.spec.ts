import { LANGUAGES, LISTING_EXPIRY_MESSAGES, MESSAGES, MESSAGING_MESSAGES, OFFLINE_MESSAGES, USSD_API_MESSAGES } from '@gigmarket/shared';
import { CATALOGUES, localizeBody, pickLanguage, recognise, render, t, translateMessage } from './i18n';
import { EN } from './catalogue.en';
import { isMessage, withSaid, type Message } from './message';
import { ADMIN_MESSAGES } from './messages/admin';
import { HIRE_MESSAGES, PAYMENT_MESSAGES } from './messages/hire';
import { MARKET_MESSAGES, PORTFOLIO_MESSAGES, POST_MESSAGES } from './messages/market';
import { PLACES_MESSAGES, PLACES_SEARCH_MESSAGES, PROFILE_LOCATION_MESSAGES } from './messages/places';
import { IDENTITY_MESSAGES as IDENTITY_KEYED, MESSAGING_MESSAGES as MESSAGING_KEYED } from './messages/shared';
import { COMMON_MESSAGES, SPEC_MESSAGES } from './messages/spec';
import { TRUST_MESSAGES } from './messages/trust';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('API message catalogues', () => {
  it('every language has exactly the keys of English, with the same placeholders, none empty', () => {
    const keys = Object.keys(EN).sort();
    for (const language of LANGUAGES) {
      const catalogue = CATALOGUES[language] as Record<string, string>;
      expect(Object.keys(catalogue).sort()).toEqual(keys);
      for (const key of keys) {
        expect(catalogue[key].trim()).not.toBe('');
        expect([key, placeholders(catalogue[key])]).toEqual([key, placeholders((EN as Record<string, string>)[key])]);
      }
    }
  });

  it('French differs from English except where the words are the same', () => {
    const same = Object.keys(EN).filter((key) => (EN as Record<string, string>)[key] === (CATALOGUES.fr as Record<string, string>)[key]);
    expect(same).toEqual(['common.ok', 'common.notifications', 'doc.date', 'doc.commission', 'doc.net']);
  });

  it('has an entry for every message the code throws or answers', () => {
    // The code says its own messages by key (./messages): each must name a catalogue entry.
    const keyed = (table: object) => Object.values(table).filter(isMessage);
    const messages: Message[] = [
      ...keyed(SPEC_MESSAGES),
      ...keyed(COMMON_MESSAGES),
      ...keyed(MARKET_MESSAGES),
      ...keyed(POST_MESSAGES),
      ...keyed(PORTFOLIO_MESSAGES),
      ...keyed(PAYMENT_MESSAGES),
      ...keyed(HIRE_MESSAGES),
      ...keyed(TRUST_MESSAGES),
      ...keyed(PROFILE_LOCATION_MESSAGES),
      ...keyed(PLACES_MESSAGES),
      ...keyed(PLACES_SEARCH_MESSAGES),
      ...keyed(IDENTITY_KEYED),
      ...keyed(MESSAGING_KEYED),
      ...keyed(ADMIN_MESSAGES),
      ...Object.values(ADMIN_MESSAGES)
        .filter((builder) => typeof builder === 'function' && builder !== ADMIN_MESSAGES.listingActionRefused)
        .map((builder) => (builder as (...values: string[]) => Message)('x', 'y', 'z')),
      ADMIN_MESSAGES.listingActionRefused('publish', 'draft', 'open'),
      ADMIN_MESSAGES.listingActionRefused('close', 'open', 'draft'),
      ADMIN_MESSAGES.listingActionRefused('reopen', 'closed', 'open'),
      HIRE_MESSAGES.notNow('in_progress'),
      TRUST_MESSAGES.notRatable('funded'),
      MARKET_MESSAGES.positionsFull(3),
      MARKET_MESSAGES.positionsRange(50),
      MARKET_MESSAGES.positionsBelowFilled(2),
      MARKET_MESSAGES.alreadyDecided('approved', 'cancelled'),
      MARKET_MESSAGES.publishNeeds('amount'),
      HIRE_MESSAGES.checkInNotYet(30),
      HIRE_MESSAGES.splitRange('12000.00'),
    ];
    const missing = messages.filter((message) => !(message.key in EN));
    expect(missing).toEqual([]);
    expect(t('en', HIRE_MESSAGES.notNow('in_progress').key, HIRE_MESSAGES.notNow('in_progress').params)).toBe('This hire is in progress: that step is not possible now');
  });

  it('says the back office\'s refusals by key, with their values, in English as before and in French', () => {
    expect(t('en', 'admin.lookupInUse', ADMIN_MESSAGES.lookupInUse('job type').params)).toBe('This job type is used by users or listings and cannot be deleted');
    expect(render('en', ADMIN_MESSAGES.listingActionRefused('close', 'open', 'draft'))).toBe('Only a open listing can be closed (this one is draft)');
    expect(render('en', ADMIN_MESSAGES.listingActionRefused('publish', 'draft', 'closed'))).toBe('Only a draft listing can be published (this one is closed)');
    expect(render('en', ADMIN_MESSAGES.filterValues('status', 1000))).toBe('filter status takes 1 to 1000 values');
    expect(render('fr', ADMIN_MESSAGES.filterValues('status', 1000))).toBe('le filtre status prend de 1 à 1000 valeurs');
    expect(render('fr', ADMIN_MESSAGES.categoryInUse)).toBe(
      'Cette catégorie est utilisée par des annonces et ne peut pas être supprimée\u00a0; déplacez ou supprimez d’abord ses annonces',
    );
  });

  it('writes the back office\'s French with a no-break space before : ; ? and !', () => {
    const french = CATALOGUES.fr as Record<string, string>;
    const plainSpaceBefore = Object.keys(french).filter((key) => key.startsWith('admin.') && /[ \u202f][:;?!]/.test(french[key]));
    expect(plainSpaceBefore).toEqual([]);
    expect(Object.keys(french).filter((key) => key.startsWith('admin.') && /\u00a0[:;?!]/.test(french[key])).length).toBeGreaterThan(0);
  });

  it('recognises every text of packages/shared that validation may answer with', () => {
    // DTOs word their rules with these constants: class-validator hands back the text, not a key.
    const constants: string[] = [
      ...Object.values(MESSAGES),
      ...Object.values(MESSAGING_MESSAGES),
      ...Object.values(LISTING_EXPIRY_MESSAGES),
      ...Object.values(OFFLINE_MESSAGES),
      ...Object.values(USSD_API_MESSAGES),
      'OK',
    ];
    const missing = constants.filter((message) => !recognise(message));
    expect(missing).toEqual([]);
  });

  it('translates validation messages per field and rule, keeping the field', () => {
    expect(translateMessage('fr', 'new_price must be an amount above 0 with at most 2 decimals')).toBe(
      'new_price doit être un montant supérieur à 0 avec au plus 2 décimales',
    );
    expect(translateMessage('fr', 'job_title must be shorter than or equal to 100 characters')).toBe('job_title doit compter au plus 100 caractères');
    expect(translateMessage('fr', 'foo is not allowed')).toBe('foo n’est pas autorisé');
    expect(translateMessage('fr', 'amount is required to publish the job')).toBe('amount est obligatoire pour publier la mission');
    expect(translateMessage('en', 'foo is not allowed')).toBe('foo is not allowed');
    expect(translateMessage('fr', 'Something nobody catalogued')).toBe('Something nobody catalogued');
  });

  it('localizes a whole error body', () => {
    const body = {
      result: false,
      message: 'code must be exactly 6 digits',
      errors: { code: 'code must be exactly 6 digits' },
      details: [{ field: 'code', rule: 'matches', message: 'code must be exactly 6 digits' }],
    };
    expect(localizeBody('fr', body)).toEqual({
      result: false,
      message: 'code doit compter exactement 6 chiffres',
      message_key: 'validation.exactDigits',
      errors: { code: 'code doit compter exactement 6 chiffres' },
      details: [{ field: 'code', rule: 'matches', message: 'code doit compter exactement 6 chiffres' }],
    });
    expect(localizeBody('fr', [1, 2])).toEqual([1, 2]);
  });

  it('picks the language from Accept-Language', () => {
    expect(pickLanguage('fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(pickLanguage('de, en;q=0.5, fr;q=0.7')).toBe('fr');
    expect(pickLanguage('de')).toBe('en');
    expect(pickLanguage(undefined)).toBe('en');
    expect(pickLanguage('fr-CA')).toBe('fr');
    expect(pickLanguage(['de', 'fr;q=0.4'])).toBe('fr');
    expect(pickLanguage('fr;q=0, en;q=0')).toBe('en');
    expect(pickLanguage('de, *;q=0.1')).toBe('en');
  });

  it('fills values as they are: no HTML escaping, no option by a value named count or lng, a missing value kept', () => {
    expect(t('fr', 'notice.connection', { name: 'A & <b>' })).toBe('<p>Vous êtes maintenant en relation avec <strong>A & <b></strong>.</p>');
    expect(t('fr', 'validation.digits', { field: 'pin', count: 4 })).toBe('pin doit compter 4 chiffres');
    expect(t('fr', 'common.noRecord', { label: 'x', id: 1, lng: 'en' })).toBe('Aucun enregistrement x avec l’identifiant 1');
    expect(t('en', 'common.noRecord', { label: 'job' })).toBe('No job with id {id}');
  });

  it('answers the messages of conversations, USSD, listing expiry and offline actions in French', () => {
    expect(translateMessage('fr', MESSAGING_MESSAGES.threadNotFound)).toBe('Conversation introuvable');
    expect(translateMessage('fr', MESSAGING_MESSAGES.tooManySavedSearches)).toBe('Vous pouvez enregistrer au plus 20 recherches');
    expect(translateMessage('fr', USSD_API_MESSAGES.pinSaved)).toBe('PIN USSD enregistré');
    expect(translateMessage('fr', 'ussd_service_code must look like *384*123#')).toBe('ussd_service_code doit ressembler à *384*123#');
    expect(translateMessage('fr', LISTING_EXPIRY_MESSAGES.newDateNeeded)).toBe('une nouvelle job_date est nécessaire pour rouvrir une mission expirée');
    expect(translateMessage('fr', OFFLINE_MESSAGES.badIdempotencyKey)).toBe('L’en-tête Idempotency-Key doit compter de 8 à 64 lettres, chiffres, - ou _');
  });

  it('writes SMS texts in the recipient language', () => {
    expect(t('fr', 'sms.code.login', { code: '123456', minutes: 10 })).toBe('123456 est votre code de connexion GigMarket. Il expire dans 10 minutes.');
  });
});

describe('hire notices', () => {
  it('are recognised in French, with their values', () => {
    expect(translateMessage('fr', 'Hire cancelled')).toBe('Embauche annulée');
    expect(translateMessage('fr', 'the hire was cancelled: no longer needed. A late-cancellation fee of 20.00 NGN is paid to you.')).toBe(
      'l’embauche a été annulée : no longer needed. Des frais d’annulation tardive de 20.00 NGN vous sont versés.',
    );
    expect(translateMessage('fr', 'the employer reported that you did not show up. You may contest it within 3 days.')).toBe(
      'l’employeur a signalé votre absence. Vous pouvez la contester sous 3 jours.',
    );
  });
});

describe('messages by key', () => {
  it('draws a keyed answer in the caller language from its key, whatever its English text says', () => {
    // The English text in the body is not what French is drawn from: a renamed sentence changes nothing.
    const body = withSaid({ result: false, message: 'A sentence someone renamed' }, { message: HIRE_MESSAGES.notNow('in_progress') });
    expect(localizeBody('fr', body)).toEqual({
      result: false,
      message: t('fr', 'hire.notNow', { status: 'in progress' }),
      message_key: 'hire.notNow',
    });
    expect(localizeBody('en', body)).toEqual({
      result: false,
      message: 'This hire is in progress: that step is not possible now',
      message_key: 'hire.notNow',
    });
  });

  it('names the key of a success in every language', () => {
    const body = withSaid({ result: true, message: 'Job saved', data: { id: 1 } }, { message: MARKET_MESSAGES.bookmarkSaved });
    expect(localizeBody('fr', body)).toEqual({ result: true, message: CATALOGUES.fr['market.bookmarkSaved'], message_key: 'market.bookmarkSaved', data: { id: 1 } });
    expect(localizeBody('en', body)).toEqual({ result: true, message: 'Job saved', message_key: 'market.bookmarkSaved', data: { id: 1 } });
  });

  it('does not recognise a success by its text: only what the code said by key is translated', () => {
    expect(localizeBody('fr', { result: true, message: 'Job saved' })).toEqual({ result: true, message: 'Job saved' });
  });

  it('draws keyed field errors from their keys and validation texts by their rule', () => {
    const body = withSaid(
      {
        result: false,
        message: 'ignored English',
        errors: { title: 'ignored English', code: 'code must be exactly 6 digits' },
        details: [
          { field: 'title', rule: 'required', message: 'ignored English' },
          { field: 'code', rule: 'matches', message: 'code must be exactly 6 digits' },
        ],
      },
      { message: PORTFOLIO_MESSAGES.needsFileOrLink, details: [PORTFOLIO_MESSAGES.needsFileOrLink, null] },
    );
    const french = localizeBody('fr', body);
    expect(french.message).toBe(CATALOGUES.fr['market.portfolioNeedsFileOrLink']);
    expect(french.errors).toEqual({ title: CATALOGUES.fr['market.portfolioNeedsFileOrLink'], code: 'code doit compter exactement 6 chiffres' });
    expect(french.details.map((detail) => detail.message)).toEqual([CATALOGUES.fr['market.portfolioNeedsFileOrLink'], 'code doit compter exactement 6 chiffres']);
  });
});
