import type { TextLocation } from '../lib/tool-error';
import { ErrorAlert } from './Alert';
import { OutputActions } from './CommonActions';
import { EditorPane } from './EditorPane';

interface InputPane {
  title: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** Files the pane opens and accepts by drop; plain text by default. */
  acceptFiles?: string;
}

interface OutputPane {
  title: string;
  value: string;
  placeholder: string;
  /** What Copy and Download act on, for their names ("Copy {label}") and the copy toast. */
  label: string;
  fileName: string;
  mimeType?: string;
}

interface TransformPanesProps {
  input: InputPane;
  output: OutputPane;
  /** The error of the last run, if any, under its title, and where in the input it is. */
  error?: { title: string; message: string | null; at?: TextLocation | null };
  /** Wrap long lines; off for one-item-per-line tools, where a wrapped line would look like two items. */
  wrap?: boolean;
}

/**
 * The text-in, text-out pair every live tool shows: an editable input pane, a read-only output pane with
 * Copy and Download, and the error between them on narrow screens (where the output would push it out of
 * sight) and below both on wide ones.
 */
export function TransformPanes({ input, output, error, wrap = true }: TransformPanesProps) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <EditorPane
        title={input.title}
        value={input.value}
        onChange={input.onChange}
        placeholder={input.placeholder}
        acceptFiles={input.acceptFiles ?? '.txt,text/plain'}
        wrap={wrap}
        errorAt={error?.message ? error.at : null}
      />
      {error?.message && (
        <div className="lg:order-last lg:col-span-2">
          <ErrorAlert title={error.title}>{error.message}</ErrorAlert>
        </div>
      )}
      <EditorPane
        title={output.title}
        value={output.value}
        readOnly
        wrap={wrap}
        placeholder={output.placeholder}
        actions={
          <OutputActions
            text={output.value}
            label={output.label}
            fileName={output.fileName}
            mimeType={output.mimeType ?? 'text/plain'}
          />
        }
      />
    </div>
  );
}
