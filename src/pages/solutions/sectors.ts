// The sector (product) slugs of /solutions/dich-vu-kiem-ke-khi-nha-kinh-:product.html and their names. Small on
// purpose: the overview links here; the sector pages' long copy is in product.copy.ts (the product page's chunk).
import type { Localized } from '../../components/content/content-layout';

export const sectorSlugs = ['thep', 'xi-mang', 'nhom', 'phan-bon', 'det-may'] as const;

export type SectorSlug = (typeof sectorSlugs)[number];

export const sectorNames: Record<SectorSlug, Localized<string>> = {
  thep: { vi: 'Thép', en: 'Steel' },
  'xi-mang': { vi: 'Xi măng', en: 'Cement' },
  nhom: { vi: 'Nhôm', en: 'Aluminium' },
  'phan-bon': { vi: 'Phân bón', en: 'Fertilisers' },
  'det-may': { vi: 'Dệt may', en: 'Textiles and garments' },
};

export function isSectorSlug(value: string | undefined): value is SectorSlug {
  return (sectorSlugs as readonly string[]).includes(value ?? '');
}
