import request from 'supertest';
import { lagosYear } from '@gigmarket/shared';
import { JobApplication } from '../src/applications/job-application.entity';
import { BankAccount, Payout } from '../src/payments/payment.entities';
import { UssdSession } from '../src/ussd/ussd-session.entity';
import { UssdPinService } from '../src/ussd/ussd-pin.service';
import { User } from '../src/users/user.entity';
import { readSms } from './support/auth-fixtures';
import { databaseKinds } from './support/databases';
import { makeEmployer, makeFreelancer, makeLookups, type Lookups, type Person } from './support/marketplace-fixtures';
import {
  approvedHire,
  closeWorld,
  fundHire,
  paymentsWorld,
  saveBankAccount,
  trialBalance,
  workDone,
  type PaymentsWorld,
} from './support/payment-fixtures';
import {
  africasTalkingHop,
  allowUssdGateway,
  expectUssdScreen,
  international,
  newUssdSession,
  ussdJourney,
} from './support/ussd-fixtures';

const PIN = '2468';
const year = String(lagosYear(new Date()));

/**
 * USSD "My money" and a hire's pay (docs/ussd.md, "My money"): a freelancer without the site adds
 * or replaces the payout account behind the PIN (resolved and saved by the site's own service,
 * against the local Paystack), and the payouts that waited for it are sent; a hire shows its
 * agreed amount.
 */
describe.each(databaseKinds())('USSD money (%s)', (kind) => {
  let world: PaymentsWorld;
  let lookups: Lookups;
  let employer: Person;

  beforeAll(async () => {
    world = await paymentsWorld(kind, { USSD_HOPS_PER_PHONE_PER_MINUTE: '1000' });
    await allowUssdGateway(world.t);
    lookups = await makeLookups(world.t.dataSource);
    employer = await makeEmployer(world.t, 'Ikoyi Cleaning Services Limited');
  });
  afterAll(() => closeWorld(world));

  /** A freelancer who only uses USSD: a PIN, no bank account. */
  const ussdFreelancer = async (name: string, location?: { latitude: number; longitude: number }) => {
    const person = await makeFreelancer(world.t, location, name);
    await world.t.app.get(UssdPinService).set(person.id, PIN);
    const phone = (await world.t.dataSource.getRepository(User).findOneByOrFail({ id: person.id })).phone as string;
    return { person, phone };
  };
  /** One session answered step by step: each call sends one more answer and returns the screen. */
  const session = async (phone: string) => {
    const sessionId = newUssdSession();
    const answers: string[] = [];
    const hop = async (answer: string) => {
      answers.push(answer);
      const response = await africasTalkingHop(world.t, sessionId, answers.join('*'), international(phone));
      expect(response.status).toBe(200);
      expectUssdScreen(response.text.slice(4), response.text.startsWith('END'));
      return response.text;
    };
    expect((await africasTalkingHop(world.t, sessionId, '', international(phone))).text).toMatch(/^CON GigMarket/);
    return { sessionId, hop };
  };
  const bankRows = (userId: number) => world.t.dataSource.getRepository(BankAccount).findBy({ user_id: userId });
  const resolvedName = async (person: Person, bankCode: string, accountNumber: string) =>
    (
      await request(world.t.http)
        .post('/api/freelancer/bank-account/resolve')
        .set(person.auth)
        .send({ bank_code: bankCode, account_number: accountNumber })
        .expect(200)
    ).body.data.account_name as string;

  it('a freelancer whose payout waits for an account adds one by USSD, and the payout is sent', async () => {
    const { person, phone } = await ussdFreelancer('Musa Bello');
    const hireId = await approvedHire(world, lookups, employer, person, { amount: '10000.00' });
    await fundHire(world, employer, hireId);
    await workDone(world, person, hireId);
    await request(world.t.http).post(`/api/employer/hires/${hireId}/complete`).set(employer.auth).expect(200);
    const waiting = await world.t.dataSource.getRepository(Payout).findOneByOrFail({ application_id: hireId });
    expect(waiting).toMatchObject({ status: 'awaiting_account', amount_minor: 900_000 });
    // Told once, by SMS (they have no data) and on the bell, that the money waits for an account.
    const texts = () => readSms(world.t).filter((sms) => sms.to === phone).map((sms) => sms.message);
    expect(texts().filter((text) => text.includes('waits for your bank account'))).toEqual([
      'GigMarket: N9,000 for "Fix a leaking kitchen sink" waits for your bank account. Add it in My money (site or USSD) to be paid.',
    ]);
    expect(JSON.stringify((await request(world.t.http).get('/api/notifications').set(person.auth)).body.data)).toContain('Add your bank account to be paid');

    // My money says the money waits, and offers to add an account.
    expect((await ussdJourney(world.t, phone, ['3', PIN])).at(-1)).toBe(
      `CON Balance: N9,000\nAdd a bank account to be paid.\nLast payouts:\nNo payouts yet.\n1 Add bank account\n2 Text me my ${year} total\n0 Back`,
    );

    const { sessionId, hop } = await session(phone);
    await hop('3');
    await hop(PIN);
    expect(await hop('1')).toBe(
      'CON Your bank:\n1 Access Bank\n2 First Bank\n3 GTBank\n4 UBA\n5 Zenith Bank\n6 OPay\n7 Moniepoint\n8 PalmPay\n98 More\n0 Back',
    );
    expect(await hop('3')).toBe('CON Your 10-digit account number at GTBank:\n0 Back');
    // A bad number is asked again; so is one the bank does not know.
    expect(await hop('012345678')).toBe(
      'CON An account number is 10 digits.\nYour 10-digit account number at GTBank:\n0 Back',
    );
    expect(await hop('0000000000')).toBe(
      'CON No such account at this bank. Check the number.\nYour 10-digit account number at GTBank:\n0 Back',
    );
    const holder = await resolvedName(person, '058', '0123456789');
    expect(await hop('0123456789')).toBe(`CON Pay your money to ${holder}, GTBank 0123456789?\n1 Confirm\n0 Back`);
    // Nothing is saved before Confirm.
    expect(await bankRows(person.id)).toHaveLength(0);

    expect(await hop('1')).toBe('END Bank account saved. N9,000 is on its way.');
    const [account] = await bankRows(person.id);
    expect(account).toMatchObject({ bank_code: '058', account_number: '0123456789', account_name: holder });
    expect(account.recipient_code).toMatch(/^RCP_/);
    const payout = await world.t.dataSource.getRepository(Payout).findOneByOrFail({ application_id: hireId });
    expect(payout).toMatchObject({ status: 'pending', attempts: 1 });
    // The gateway holds one transfer of the payout to the new recipient.
    const transfers = world.paystack.control.state().transfers.filter((row) => row.reference === payout.reference);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({ amount: 900_000, recipient_code: account.recipient_code });
    expect(
      await world.t.dataSource.getRepository(UssdSession).findOneByOrFail({ session_id: sessionId }),
    ).toMatchObject({ outcome: 'bank_saved' });
    // The site shows the same account.
    const site = await request(world.t.http).get('/api/freelancer/bank-account').set(person.auth).expect(200);
    expect(site.body.data).toMatchObject({ bank_code: '058', account_number: '0123456789', account_name: holder });

    await world.paystack.control.settleTransfer(payout.reference!, 'success');
    expect((await world.t.dataSource.getRepository(JobApplication).findOneByOrFail({ id: hireId })).status).toBe(
      'paid',
    );
    expect((await ussdJourney(world.t, phone, ['3', PIN])).at(-1)).toMatch(
      new RegExp(`^CON Balance: N0\\nPaid to: GTBank \\.\\.\\.6789\\nLast payouts:\\nN9,000 sent \\d\\d/\\d\\d\\n1 Change bank account\\n2 Text me my ${year} total\\n0 Back$`),
    );
    expect((await trialBalance(world)).balanced).toBe(true);

    // "Text me my 2026 total": the year's net from the statement (the ledger), by SMS.
    expect((await ussdJourney(world.t, phone, ['3', PIN, '2'])).at(-1)).toBe(`END Your ${year} total is on its way by SMS.`);
    expect(texts().at(-1)).toBe(`GigMarket: your ${year} earnings: N9,000 net after N1,000 commission. Jobs: 1. Tax ID: not given.`);
  });

  it('replaces a saved account with a bank found under More; a dropped session saves nothing', async () => {
    const { person, phone } = await ussdFreelancer('Kemi Adeyemi');
    await saveBankAccount(world, person, '0123456789');
    expect((await ussdJourney(world.t, phone, ['3', PIN])).at(-1)).toMatch(
      /\nPaid to: GTBank \.\.\.6789\n.*\n1 Change bank account\n2 Text me my \d{4} total\n0 Back$/s,
    );

    // Through the "More" pages to Kuda Bank.
    const { hop } = await session(phone);
    await hop('3');
    await hop(PIN);
    await hop('1');
    let screen = await hop('98');
    expect(screen).toMatch(/^CON Other banks:\n1 /);
    for (let page = 0; page < 10 && !/\d Kuda Bank/.test(screen); page += 1) {
      expect(screen).toMatch(/\n98 More\n0 Back$/);
      screen = await hop('98');
    }
    const kuda = /\n(\d) Kuda Bank\n/.exec(screen)?.[1] as string;
    expect(kuda).toBeDefined();
    expect(await hop(kuda)).toBe('CON Your 10-digit account number at Kuda Bank:\n0 Back');
    const holder = await resolvedName(person, '50211', '1234567890');
    expect(await hop('1234567890')).toBe(`CON Pay your money to ${holder}, Kuda Bank 1234567890?\n1 Confirm\n0 Back`);

    // The same steps dropped before Confirm (another session) change nothing.
    const dropped = await ussdJourney(world.t, phone, ['3', PIN, '1', '98', '98', kuda, '1234567890']);
    expect(dropped.at(-1)).toMatch(/^CON Pay your money to .*\n1 Confirm\n0 Back$/s);
    expect(await bankRows(person.id)).toMatchObject([{ bank_code: '058', account_number: '0123456789' }]);

    // No money waited, so nothing is on its way.
    expect(await hop('1')).toBe('END Bank account saved.');
    expect(await bankRows(person.id)).toMatchObject([
      { bank_code: '50211', bank_name: 'Kuda Bank', account_number: '1234567890', account_name: holder },
    ]);
  });

  it("a hire's screen shows the agreed amount, not the quoted price; the job list keeps the job's pay", async () => {
    const { person, phone } = await ussdFreelancer('Tunde Ola', { latitude: 6.5244, longitude: 3.3792 });
    const hireId = await approvedHire(world, lookups, employer, person, {
      amount: '20000.00',
      newPrice: '18000.00',
      agreed: '16500.00',
      // Two positions: the job stays open with one hire, so its own pay still shows in the list.
      listing: { job_title: 'Paint the gate', positions: 2 },
    });
    const own = await request(world.t.http).get('/api/freelancer/applications').set(person.auth).expect(200);
    const position = own.body.data.items.findIndex((row: { id: number }) => row.id === hireId) + 1;
    const hire = await ussdJourney(world.t, phone, ['2', String(position)]);
    expect(hire.at(-1)).toBe('CON Paint the gate\nStatus: hired\nPay: N16,500\n0 Back');

    // The job itself still shows its own pay, in the list and on its screen.
    const jobs = (await ussdJourney(world.t, phone, ['1', '1'])).at(-1) as string;
    const line = /\n(\d) Paint the gate (N[\d,]+)\n/.exec(jobs);
    expect(line?.[2]).toBe('N20,000');
    expect((await ussdJourney(world.t, phone, ['1', '1', line![1]])).at(-1)).toMatch(/^CON Paint the gate\nPay: N20,000\n/);
  });
});
