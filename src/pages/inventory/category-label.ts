// A GHG Protocol category's name as every inventory screen writes it (LL.inventory.categories: the data entry,
// the results, the review view); an unknown code is shown as it is.
import type { CategoryCode } from '../../../domain/inventory/activity-categories';
import type { TranslationFunctions } from '../../i18n/i18n-types';

export function categoryLabel(LL: TranslationFunctions, code: string): string {
  const names = LL.inventory.categories;
  return code in names ? names[code as CategoryCode]() : code;
}
