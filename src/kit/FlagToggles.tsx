import { CheckboxField, OptionsBox } from './Fields';

/** A one-letter flag: its letter, its name, and a line saying what it does (the box's tooltip). */
export interface Flag {
  readonly letter: string;
  readonly name: string;
  readonly hint: string;
}

interface FlagTogglesProps {
  legend: string;
  flags: readonly Flag[];
  /** The flags on, as their letters ("gi"). */
  value: string;
  /** The flags on after a toggle, in the order of `flags`. */
  onChange: (value: string) => void;
}

/**
 * A checkbox per one-letter flag (a regex's "gimsuy", a search's options): each named "g global" with the
 * letter in code. It is a box of settings, so it folds away on a phone.
 */
export function FlagToggles({ legend, flags, value, onChange }: FlagTogglesProps) {
  const toggle = (letter: string, on: boolean) =>
    onChange(
      flags
        .filter((flag) => (flag.letter === letter ? on : value.includes(flag.letter)))
        .map((flag) => flag.letter)
        .join(''),
    );
  return (
    <OptionsBox legend={legend}>
      {flags.map((flag) => (
        <span key={flag.letter} title={flag.hint}>
          <CheckboxField
            label={
              <>
                <code className="font-bold">{flag.letter}</code> {flag.name}
              </>
            }
            checked={value.includes(flag.letter)}
            onChange={(on) => toggle(flag.letter, on)}
          />
        </span>
      ))}
    </OptionsBox>
  );
}
