import { useState, type ComponentProps } from 'react';
import { TextField } from './Fields';

type DraftFieldProps = Omit<ComponentProps<typeof TextField>, 'onChange'> & {
  /** Whether the typed text, trimmed, is a whole value to hand on (a pattern without the g flag). */
  accepts: RegExp;
  /** Receives the trimmed text once it is a whole value. */
  onCommit: (text: string) => void;
};

/**
 * A text field that hands on only whole values. While what is typed is empty or half-done (a value that would
 * break what the field writes into, such as one field of a cron expression), it stays a draft in the field.
 * A whole value is handed on and the field shows `value` again, as its owner wrote it back; leaving the field
 * drops a draft that never became whole.
 */
export function DraftField({ value, accepts, onCommit, ...field }: DraftFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const change = (text: string) => {
    if (!accepts.test(text.trim())) return setDraft(text);
    setDraft(null);
    onCommit(text.trim());
  };
  return (
    <div onBlur={() => setDraft(null)}>
      <TextField {...field} value={draft ?? value} onChange={change} />
    </div>
  );
}
