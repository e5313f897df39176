// Nigerian banks as Paystack's `GET /bank?country=nigeria` lists them: real names and CBN/NIBSS codes.
export interface PaystackBank {
  id: number;
  name: string;
  slug: string;
  code: string;
  longcode: string;
  gateway: string | null;
  pay_with_bank: boolean;
  supports_transfer: boolean;
  available_for_direct_debit: boolean;
  active: boolean;
  country: 'Nigeria';
  currency: 'NGN';
  type: 'nuban';
  is_deleted: boolean;
  createdAt: string;
  updatedAt: string;
}

type BankRow = [id: number, name: string, slug: string, code: string, longcode: string];

const ROWS: BankRow[] = [
  [1, 'Access Bank', 'access-bank', '044', '044150149'],
  [2, 'Citibank Nigeria', 'citibank-nigeria', '023', '023150005'],
  [4, 'Ecobank Nigeria', 'ecobank-nigeria', '050', '050150010'],
  [6, 'Fidelity Bank', 'fidelity-bank', '070', '070150003'],
  [7, 'First Bank of Nigeria', 'first-bank-of-nigeria', '011', '011151003'],
  [8, 'First City Monument Bank', 'first-city-monument-bank', '214', '214150018'],
  [9, 'Guaranty Trust Bank', 'guaranty-trust-bank', '058', '058152036'],
  [11, 'Keystone Bank', 'keystone-bank', '082', '082150017'],
  [13, 'Polaris Bank', 'polaris-bank', '076', '076151006'],
  [14, 'Stanbic IBTC Bank', 'stanbic-ibtc-bank', '221', '221159522'],
  [15, 'Standard Chartered Bank', 'standard-chartered-bank', '068', '068150015'],
  [16, 'Sterling Bank', 'sterling-bank', '232', '232150016'],
  [17, 'Union Bank of Nigeria', 'union-bank-of-nigeria', '032', '032080474'],
  [18, 'United Bank For Africa', 'united-bank-for-africa', '033', '033153513'],
  [19, 'Unity Bank', 'unity-bank', '215', '215154097'],
  [20, 'Wema Bank', 'wema-bank', '035', '035150103'],
  [21, 'Zenith Bank', 'zenith-bank', '057', '057150013'],
  [22, 'Jaiz Bank', 'jaiz-bank', '301', '301080020'],
  [23, 'Providus Bank', 'providus-bank', '101', ''],
  [24, 'Titan Trust Bank', 'titan-trust-bank', '102', ''],
  [25, 'Globus Bank', 'globus-bank', '00103', '103015001'],
  [26, 'Kuda Bank', 'kuda-bank', '50211', ''],
  [27, 'Moniepoint MFB', 'moniepoint-mfb-ng', '50515', ''],
  [28, 'OPay Digital Services Limited (OPay)', 'paycom', '999992', ''],
  [29, 'PalmPay', 'palmpay', '999991', ''],
  [30, 'Carbon', 'carbon', '565', ''],
];

const CREATED = '2016-07-14T10:04:29.000Z';

export const NIGERIAN_BANKS: readonly PaystackBank[] = ROWS.map(([id, name, slug, code, longcode]) => ({
  id,
  name,
  slug,
  code,
  longcode,
  gateway: null,
  pay_with_bank: false,
  supports_transfer: true,
  available_for_direct_debit: false,
  active: true,
  country: 'Nigeria',
  currency: 'NGN',
  type: 'nuban',
  is_deleted: false,
  createdAt: CREATED,
  updatedAt: CREATED,
}));

export function bankByCode(code: string): PaystackBank | undefined {
  return NIGERIAN_BANKS.find((bank) => bank.code === code);
}
