// Where to go after signing in: the `?next=` path when it stays on this origin, else the profile.
// Accepts only absolute paths ("/user/profile/edit?tab=1"); refuses "//evil.example", "/\\evil", schemes, and the
// sign-in pages themselves (no loop back to sign-in). Pure (no React, no DOM); read by the sign-in and the
// callback page, so it lives with the paths rather than in one of them.
import { paths } from './paths';

export const DEFAULT_AFTER_SIGN_IN = paths.profile;

export function safeNextPath(next: string | null | undefined): string | null {
  if (!next) return null;
  const text = next.trim();
  if (!text.startsWith('/') || text.startsWith('//') || text.startsWith('/\\')) return null;
  // Control characters (a tab or newline inside a URL is dropped by browsers, which can turn "/\t/x" into "//x").
  if ([...text].some((char) => char.charCodeAt(0) < 0x20)) return null;
  try {
    const base = 'https://origin.invalid';
    const url = new URL(text, base);
    if (url.origin !== base) return null;
    if (url.pathname.startsWith(paths.signIn)) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
