import { useEffect, useId, useState } from 'react';
import { fieldClasses } from './Fields';

interface SliderFieldProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  /** The slider's range; the number field beside it takes any value from `min` to `max` too. */
  min: number;
  max: number;
  step?: number;
  /** Shown after the number field ("px", "%", "°"). */
  unit?: string;
  disabled?: boolean;
}

/**
 * A slider with a number field beside it, both for the same value: drag or use the arrow keys on the
 * slider, or type an exact number. The number field keeps what is being typed ("-", "1.") until it reads as
 * a number, and takes values past the slider's range up to `min`/`max`.
 */
export function SliderField({ label, value, onChange, min, max, step = 1, unit, disabled }: SliderFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  // The value changed elsewhere (the slider, a preset, an import): the number field shows it.
  useEffect(() => {
    setDraft((current) => (Number(current) === value && current.trim() !== '' ? current : String(value)));
  }, [value]);

  const commit = (text: string) => {
    setDraft(text);
    const number = Number(text);
    if (text.trim() !== '' && Number.isFinite(number)) onChange(Math.min(max, Math.max(min, number)));
  };

  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex min-w-0 items-center gap-2">
        <input
          id={id}
          type="range"
          className="min-w-0 flex-1 accent-blue-600"
          min={min}
          max={max}
          step={step}
          value={Math.min(max, Math.max(min, value))}
          disabled={disabled}
          onChange={(event) => onChange(Number(event.target.value))}
        />
        <input
          type="number"
          aria-label={`${label} value${unit ? ` (${unit})` : ''}`}
          className={`${fieldClasses} w-20 shrink-0`}
          min={min}
          max={max}
          step={step}
          value={draft}
          disabled={disabled}
          onChange={(event) => commit(event.target.value)}
          onBlur={() => setDraft(String(value))}
        />
        {unit ? (
          <span className="w-6 shrink-0 text-sm text-gray-600 dark:text-gray-300" aria-hidden="true">
            {unit}
          </span>
        ) : null}
      </div>
    </div>
  );
}
