import { useId } from 'react';
import { fieldClasses, type Choice } from '../../kit';

/** A labelled number input that commits whole numbers within its range as they are typed. */
export function NumberField({
  label,
  value,
  onChange,
  min,
  max,
  step = 1,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  step?: number;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="number"
        className={`${fieldClasses} w-24`}
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(event) => {
          const number = event.target.valueAsNumber;
          if (Number.isFinite(number)) onChange(Math.min(max, Math.max(min, number)));
        }}
      />
    </div>
  );
}

/** A select with its label stacked over it, for the compact rows of track and line fields. */
export function StackedSelect<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select id={id} className={fieldClasses} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
