import { IdentityCheck } from '../src/identity/identity.entities';
import { UssdSession } from '../src/ussd/ussd-session.entity';
import { UssdPinService } from '../src/ussd/ussd-pin.service';
import { User } from '../src/users/user.entity';
import { databaseKinds } from './support/databases';
import { makeFreelancer } from './support/marketplace-fixtures';
import { closeWorld, paymentsWorld, type PaymentsWorld } from './support/payment-fixtures';
import { africasTalkingHop, allowUssdGateway, international, newUssdSession, ussdJourney } from './support/ussd-fixtures';

const PIN = '4826';

/**
 * "Verify my ID" by USSD behind the PIN (docs/ussd.md, docs/trust.md "Identity"): at most six
 * answers from the main menu, every screen GSM-7 and at most 160 characters in English and
 * French, the BVN the last answer, sent to Paystack and kept nowhere (not in the session either).
 */
describe.each(databaseKinds())('USSD identity (%s)', (kind) => {
  let world: PaymentsWorld;

  beforeAll(async () => {
    world = await paymentsWorld(kind, { USSD_HOPS_PER_PHONE_PER_MINUTE: '1000' });
    await allowUssdGateway(world.t);
  });
  afterAll(() => closeWorld(world));

  const ussdFreelancer = async (first: string, last: string, language: 'en' | 'fr') => {
    const person = await makeFreelancer(world.t, undefined, `${first} ${last}`);
    await world.t.dataSource.getRepository(User).update({ id: person.id }, { first_name: first, last_name: last, language });
    await world.t.app.get(UssdPinService).set(person.id, PIN);
    const phone = (await world.t.dataSource.getRepository(User).findOneByOrFail({ id: person.id })).phone as string;
    return { person, phone };
  };
  const check = (userId: number) => world.t.dataSource.getRepository(IdentityCheck).findOneBy({ user_id: userId });

  it.each([
    ['en', '22295500111', /^END We are checking your ID with your bank\. We will send you an SMS/],
    ['fr', '22295500222', /^END Nous vérifions votre identité auprès de votre banque\./],
  ] as const)('verifies in at most six answers in %s, every screen within the rules', async (language, bvn, ended) => {
    const { person, phone } = await ussdFreelancer('Ngozi', language === 'en' ? 'Okafor' : 'Okeke', language);
    world.paystack.control.setBvnName(bvn, `NGOZI ${language === 'en' ? 'OKAFOR' : 'OKEKE'}`);
    // Main menu 6 (Verify my ID), the PIN, GTBank (3 of the common banks), the account number, the BVN.
    const answers = ['6', PIN, '3', '0123456789', bvn];
    expect(answers.length).toBeLessThanOrEqual(6);
    const sessionId = newUssdSession();
    const screens = await ussdJourney(world.t, phone, answers, sessionId);
    expect(screens).toHaveLength(answers.length + 1);
    expect(screens[0]).toMatch(language === 'en' ? /\n6 Verify my ID\n/ : /\n6 Vérifier mon identité\n/);
    expect(screens[2]).toMatch(language === 'en' ? /^CON Verify your ID\. Your bank:\n1 Access Bank/ : /^CON Vérifier votre identité\. Votre banque:\n1 Access Bank/);
    expect(screens[4]).toMatch(language === 'en' ? /^CON To check the ID of Ngozi Okafor, GTBank \.\.\.6789:\nYour 11-digit BVN:/ : /^CON Pour vérifier l'identité de Ngozi Okeke, GTBank \.\.\.6789:\nVotre BVN à 11 chiffres:/);
    expect(screens[5]).toMatch(ended);
    expect(screens.some((screen) => screen.includes(bvn))).toBe(false);
    expect(await check(person.id)).toMatchObject({ status: 'checking', channel: 'ussd', bank_code: '058', account_last4: '6789' });

    // A gateway retry of the last hop answers the same screen and asks nothing again.
    const customer = (await check(person.id))!.customer_code;
    const asked = () => world.paystack.control.state().identifications.filter((row) => row.customer_code === customer).length;
    expect(asked()).toBe(1);
    const retried = await africasTalkingHop(world.t, sessionId, answers.join('*'), international(phone));
    expect(retried.text).toBe(screens[5]);
    expect(asked()).toBe(1);

    // Nothing of the session holds the BVN (or the PIN): not the state, not the last screen.
    const row = await world.t.dataSource
      .getRepository(UssdSession)
      .createQueryBuilder('s')
      .addSelect('s.state')
      .where('s.session_id = :sessionId', { sessionId })
      .getOneOrFail();
    expect(row.outcome).toBe('id_requested');
    expect(`${row.state} ${row.last_screen}`).not.toContain(bvn);
    expect(row.state).not.toContain(`*${PIN}*`);

    await world.paystack.control.settleIdentification((await check(person.id))!.customer_code!);
    expect(await check(person.id)).toMatchObject({ status: 'verified' });
    // Next time: the PIN, then the badge's date.
    const again = await ussdJourney(world.t, phone, ['6', PIN]);
    expect(again[2]).toMatch(language === 'en' ? /^END Your ID is verified since \d{2}\/\d{2}\/\d{4}\./ : /^END Votre identité est vérifiée depuis le \d{2}\/\d{2}\/\d{4}\./);
  });

  it('asks a wrong BVN again without echoing it, and says so when the day is locked', async () => {
    const { person, phone } = await ussdFreelancer('Olu', 'Bankole', 'en');
    const screens = await ussdJourney(world.t, phone, ['6', PIN, '1', '0123456789', '2229550033']);
    expect(screens[5]).toMatch(/^CON A BVN is 11 digits\.\nTo check the ID of Olu Bankole/);
    expect(screens[5]).not.toContain('2229550033');
    expect(await check(person.id)).toBeNull();

    // Three failures today lock the feature: USSD says so behind the PIN.
    for (let attempt = 0; attempt < 3; attempt++) {
      world.paystack.control.setNextIdentification({ reason: 'No match' });
      const asked = await ussdJourney(world.t, phone, ['6', PIN, '1', '0123456789', '22295500333']);
      expect(asked[5]).toMatch(/^END We are checking your ID/);
      await world.paystack.control.settleIdentification((await check(person.id))!.customer_code!);
    }
    const locked = await ussdJourney(world.t, phone, ['6', PIN]);
    expect(locked[2]).toBe('END Three ID checks failed today. Try again tomorrow.');
  });

  it('walks the other banks and a wrong PIN within the rules', async () => {
    const { phone } = await ussdFreelancer('Sade', 'Ajayi', 'fr');
    const more = await ussdJourney(world.t, phone, ['6', PIN, '98', '1']);
    expect(more[3]).toMatch(/^CON Vérifier votre identité\. Autres banques:/);
    expect(more[4]).toMatch(/^CON Identité : votre numéro de compte à 10 chiffres chez /);
    const wrong = await ussdJourney(world.t, phone, ['6', '0000']);
    expect(wrong[2]).toMatch(/^CON PIN erroné/);
  });
});
