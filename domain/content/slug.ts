// URL names of articles and success stories: lower-case ASCII words joined by hyphens (the contract's slug
// pattern), made from a Vietnamese (or English) title: diacritics stripped, đ -> d.

/** The contract's slug rule (StaffArticleInput.slug): `^[a-z0-9]+(-[a-z0-9]+)*$`, at most 120 characters. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 120;

/** Slugs an article may not take: `/article/blog` is the blog list. */
export const RESERVED_ARTICLE_SLUGS: readonly string[] = ['blog'];

export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
}

/**
 * A slug from a title: "Nghị định 06: Đo đạc & báo cáo" -> "nghi-dinh-06-do-dac-bao-cao". Cut at a word boundary to
 * at most `maxLength` characters; '' when the title has no letter or digit.
 */
export function slugify(title: string, maxLength = SLUG_MAX_LENGTH): string {
  const ascii = title
    .replace(/[đĐ]/g, (c) => (c === 'đ' ? 'd' : 'D'))
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
  const slug = ascii.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength + 1);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : slug.slice(0, maxLength)).replace(/-+$/, '');
}
