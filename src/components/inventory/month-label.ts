// A month of the reporting year as the inventory's charts and gaps name it: "Th1" ... "Th12" in Vietnamese,
// "Jan" ... "Dec" in English (LL.inventoryDashboard.monthShort); a number outside 1-12 is written as it is.
import type { TranslationFunctions } from '../../i18n/i18n-types';

export function monthLabel(LL: TranslationFunctions, month: number): string {
  const names = LL.inventoryDashboard.monthShort;
  const key = `m${month}`;
  return key in names ? names[key as keyof typeof names]() : String(month);
}
