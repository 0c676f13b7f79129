import { useId, useMemo } from 'react';
import { COMMON_LOCALES, parseLocale, resolvedLocale } from '../lib/locale';
import { errorMessage } from '../lib/tool-error';
import { fieldClasses } from './Fields';

/**
 * A locale tag input with suggestions of common locales. Empty means the browser's own locale, which the
 * placeholder and hint name. What is not a language tag is pointed out here, and the screen formats with the
 * browser's locale meanwhile (lib/locale's usableLocale).
 */
export function LocaleField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const inputId = useId();
  const listId = useId();
  const hintId = useId();
  const errorId = useId();
  const browserLocale = useMemo(() => resolvedLocale(undefined), []);
  const languageNames = useMemo(() => new Intl.DisplayNames([browserLocale], { type: 'language' }), [browserLocale]);
  const error = useMemo(() => {
    try {
      parseLocale(value);
      return null;
    } catch (problem) {
      return errorMessage(problem, 'This is not a language tag.');
    }
  }, [value]);
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
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error !== null || undefined}
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
      {error && (
        <p id={errorId} role="alert" className="w-full text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
