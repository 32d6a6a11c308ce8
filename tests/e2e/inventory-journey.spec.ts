// Issue 15's done-when journey on the real local stack, walked whole in Vietnamese and again whole in English
// (tests/e2e/support/inventory-journey-walk.ts): an owner adds two facilities with addresses from the pickers,
// creates an inventory, enters a year of fuel, electricity, refrigerant and two scope 3 categories, sees the totals
// and charts, submits; the auditor asks for a change on a row; the member fixes it; the auditor approves; the owner
// locks; the audit trail shows each step. Each walk has its own data: the first reporting year free when it starts,
// its own facilities (a run tag in their names), so either test passes alone or after the other. Each ends with the
// locked inventory read in the other language, with that language's numbers. The English walk types and reads
// English numbers (12,345.6) and checks every screen for Vietnamese text left and for sideways overflow at 390 px.
import { lockedIn, walkInventoryJourney, type Story } from './support/inventory-journey-walk';
import { test } from './support/registration';

const RUN = Date.now().toString(36).slice(-5);

const STORIES: readonly Story[] = [
  {
    lang: 'vi',
    plants: [
      {
        name: `Xưởng luyện phôi Phú Mỹ ${RUN}`,
        city: 'Tỉnh Bà Rịa - Vũng Tàu',
        district: 'Thành phố Phú Mỹ',
        ward: 'Phường Tân Phước',
        street: 'Lô B2 KCN Phú Mỹ II',
      },
      {
        name: `Kho hàng Thượng Lý ${RUN}`,
        city: 'Thành phố Hải Phòng',
        district: 'Quận Hồng Bàng',
        ward: 'Phường Thượng Lý',
        street: 'Số 5 Hùng Vương',
      },
    ],
    typed: {
      diesel: '12.345,6',
      electricity: '100.000',
      fixed: '120.000',
      refrigerant: '12,5',
      travel: '1.200',
      spend: '250.000.000',
      rate: '25.000',
    },
    exchangeSource: (year) => `Vietcombank, tỷ giá bán 31/12/${year}`,
    note: 'Sản lượng điện phải là 120.000 kWh theo hóa đơn cả năm.',
    reason: 'Sai sản lượng điện',
  },
  {
    lang: 'en',
    plants: [
      {
        name: `Phu My billet shop ${RUN}`,
        city: 'Tỉnh Bà Rịa - Vũng Tàu',
        district: 'Thành phố Phú Mỹ',
        ward: 'Phường Tân Phước',
        street: 'Lot B2 Phu My II Industrial Park',
      },
      {
        name: `Thuong Ly warehouse ${RUN}`,
        city: 'Thành phố Hải Phòng',
        district: 'Quận Hồng Bàng',
        ward: 'Phường Thượng Lý',
        street: '5 Hung Vuong Street',
      },
    ],
    typed: {
      diesel: '12,345.6',
      electricity: '100,000',
      fixed: '120,000',
      refrigerant: '12.5',
      travel: '1,200',
      spend: '250,000,000',
      rate: '25,000',
    },
    exchangeSource: (year) => `Vietcombank selling rate, 31 December ${year}`,
    note: "The electricity used must be 120,000 kWh, as on the whole year's bills.",
    reason: 'Wrong electricity quantity',
  },
];

for (const story of STORIES) {
  const other = story.lang === 'vi' ? 'en' : 'vi';
  test(`an inventory from facilities to lock: owner enters, auditor asks, member fixes, auditor approves, owner locks (${story.lang}); then read in ${other}`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    const walked = await walkInventoryJourney(page, browser, story);
    await lockedIn(browser, other, walked);
  });
}
