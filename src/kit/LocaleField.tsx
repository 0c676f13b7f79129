import { useId, useMemo } from 'react';
import { COMMON_LOCALES, resolvedLocale } from '../lib/locale';
import { fieldClasses } from './Fields';

/**
 * A locale tag input with suggestions of common locales. Empty means the browser's own locale, which the
 * placeholder and hint name.
 */
export function LocaleField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const inputId = useId();
  const listId = useId();
  const hintId = useId();
  const browserLocale = useMemo(() => resolvedLocale(undefined), []);
  const languageNames = useMemo(() => new Intl.DisplayNames([browserLocale], { type: 'language' }), [browserLocale]);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={inputId} className="text-sm font-medium">
        Locale
      </label>
      <input
        id={inputId}
        list={listId}
        className={`w-32 ${fieldClasses}`}
        value={value}
        placeholder={browserLocale}
        aria-describedby={hintId}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
      />
      <datalist id={listId}>
        {COMMON_LOCALES.map((tag) => (
          <option key={tag} value={tag}>
            {languageNames.of(tag)}
          </option>
        ))}
      </datalist>
      <span id={hintId} className="text-sm text-gray-600 dark:text-gray-300">
        empty: your browser’s ({browserLocale})
      </span>
    </div>
  );
}
