// A fake `document.cookie` for tests: reads give "a=1; b=2", writes honour Max-Age=0 (delete) and are recorded raw.
import type { CookieJar } from './cookies';

export function createCookieJar(initial: Record<string, string> = {}): CookieJar & { written: string[] } {
  const store = new Map(Object.entries(initial));
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return [...store].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      written.push(text);
      const [pair, ...attributes] = text.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const expired = attributes.some((attribute) => /^max-age=0$/i.test(attribute));
      if (expired) store.delete(name);
      else store.set(name, pair.slice(separator + 1));
    },
  };
}
