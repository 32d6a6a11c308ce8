import { useId } from 'react';
import type { Locale } from '../../domain/messages';
import { useHydrated } from '../app/render-context';
import { useI18nContext } from '../i18n/i18n-react';

/** A labelled select between Tiếng Việt and English; the app decides what switching means (`onChange`). */
export function LanguageSwitch({ onChange }: { onChange: (locale: Locale) => void }) {
  const live = useHydrated();
  const { LL, locale } = useI18nContext();
  const id = useId();
  return (
    <div className="language-switch">
      <label htmlFor={id} className="visually-hidden">
        {LL.locale.label()}
      </label>
      <select
        id={id}
        value={locale}
        // Not before the page is live: a choice made before hydration would be lost.
        disabled={!live}
        onChange={(event) => onChange(event.target.value as Locale)}
      >
        <option value="vi" lang="vi">
          {LL.locale.vi()}
        </option>
        <option value="en" lang="en">
          {LL.locale.en()}
        </option>
      </select>
    </div>
  );
}
