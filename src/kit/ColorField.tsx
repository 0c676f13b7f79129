import { useEffect, useId, useState } from 'react';
import { ColorError, formatColor, opaqueHex, parseColor } from '../lib/css/color';
import { fieldClasses } from './Fields';
import { SliderField } from './SliderField';

interface ColorFieldProps {
  label: string;
  /** A CSS colour as the generators write it (`#1e90ff`, `rgb(0 0 0 / 0.2)`); see lib/css/color. */
  value: string;
  onChange: (value: string) => void;
  /** Offer an opacity slider (the browser's colour picker has none). */
  withAlpha?: boolean;
}

/**
 * A colour: the browser's picker, a text field that takes any CSS colour (hex, rgb(), hsl(), a name), and
 * an opacity slider with its number field. What is typed is kept while it is not yet a colour, with the reason shown.
 */
export function ColorField({ label, value, onChange, withAlpha = true }: ColorFieldProps) {
  const id = useId();
  const errorId = useId();
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setDraft(value);
    setError(null);
  }, [value]);

  let color = { r: 0, g: 0, b: 0, a: 1 };
  try {
    color = parseColor(value);
  } catch {
    // A stored value that is not a colour shows as black until it is replaced.
  }

  const typed = (text: string) => {
    setDraft(text);
    try {
      const parsed = parseColor(text);
      setError(null);
      onChange(formatColor(withAlpha ? parsed : { ...parsed, a: 1 }));
    } catch (problem) {
      setError(problem instanceof ColorError ? problem.message : String(problem));
    }
  };

  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <input
          type="color"
          aria-label={`${label} picker`}
          className="h-8 w-10 shrink-0 cursor-pointer rounded border border-gray-300 bg-transparent dark:border-gray-700"
          value={opaqueHex(color)}
          onChange={(event) => onChange(formatColor({ ...parseColor(event.target.value), a: color.a }))}
        />
        <input
          id={id}
          type="text"
          spellCheck={false}
          autoComplete="off"
          className={`${fieldClasses} w-44 min-w-0 font-mono`}
          value={draft}
          aria-invalid={error !== null || undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => typed(event.target.value)}
          onBlur={() => {
            setDraft(value);
            setError(null);
          }}
        />
      </div>
      {withAlpha ? (
        <SliderField
          label={`${label} opacity`}
          unit="%"
          min={0}
          max={100}
          value={Math.round(color.a * 100)}
          onChange={(percent) => onChange(formatColor({ ...color, a: percent / 100 }))}
        />
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
