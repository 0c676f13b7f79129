import type { ReactNode } from 'react';
import type { Attempt } from '../lib/tool-error';
import { ErrorAlert } from './Alert';
import { TextField } from './Fields';

interface ImportFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** What useTextImport made of the text: its error is shown under the field. */
  result: Attempt<unknown> | null;
  /** The error's title: "Cannot read this shadow". */
  errorTitle: string;
  /** What the field takes, in a line under it. */
  hint: ReactNode;
  placeholder?: string;
  label?: string;
  /** A note shown under the field while the text reads (what of it was taken up). */
  children?: ReactNode;
}

/**
 * A generator's import field: paste CSS (or a table) and the controls take it up (useTextImport). When the
 * text does not read, the reason shows under it and the controls keep what they had.
 */
export function ImportField({
  value,
  onChange,
  result,
  errorTitle,
  hint,
  placeholder,
  label = 'Import CSS',
  children,
}: ImportFieldProps) {
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <TextField
        label={label}
        rows={3}
        monospace
        stacked
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        hint={hint}
      />
      {result?.error !== undefined ? <ErrorAlert title={errorTitle}>{result.error}</ErrorAlert> : children}
    </div>
  );
}
