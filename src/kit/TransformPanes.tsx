import type { ReactNode } from 'react';
import { OutputActions } from './CommonActions';
import { EditorPane, type EditorPaneProps } from './EditorPane';
import { RunStatus } from './RunStatus';
import type { RunState } from './useTaskRunner';

/**
 * Panes side by side on wide screens, one above the other on narrow ones, with the run's status right under
 * them: the same place on every tool screen. Side by side, editor panes share their rows (index.css), so
 * their editors start on one line whatever chips or actions their headers hold.
 */
export function PaneGrid({ children, status }: { children: ReactNode; status?: ReactNode }) {
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2" data-pane-grid>
        {children}
      </div>
      {status}
    </div>
  );
}

type PaneText = Pick<EditorPaneProps, 'title' | 'placeholder' | 'language' | 'height' | 'wrap'> & {
  /** Defaults to "input" or "output". */
  paneId?: string;
};

interface InputPane extends PaneText {
  value: string;
  onChange: (value: string) => void;
  /** Files the pane opens and accepts by drop; plain text by default. */
  acceptFiles?: string;
}

interface OutputPane extends PaneText {
  value: string;
  /** What Copy and Download act on, for their names ("Copy {label}") and the copy toast. */
  label: string;
  /** The copy toast, by default "{Label} copied to clipboard!". */
  copyMessage?: string;
  fileName: string;
  mimeType?: string;
  /** The spec's diff and converter screens only log a failed copy. */
  quietCopyFailure?: boolean;
}

interface TransformPanesProps {
  input: InputPane;
  output: OutputPane;
  /** The run that makes the output: its error marks the input, and a stale result is marked out of date. */
  run: RunState<unknown>;
  errorTitle: string;
  success?: { title: string; message?: ReactNode } | null;
  /** For tools that run on an action: how to update an out-of-date result. */
  rerun?: string;
  /** Whether long lines wrap by default (each pane's Wrap toggle overrides it); off for one-item-per-line tools. */
  wrap?: boolean;
}

/**
 * The text-in, text-out pair: an editable input pane, a read-only output pane with Copy and Download, and the
 * status. The two panes share the height the user gives either of them, so they stay in line.
 */
export function TransformPanes({ input, output, run, errorTitle, success, rerun, wrap = true }: TransformPanesProps) {
  return (
    <PaneGrid status={<RunStatus run={run} errorTitle={errorTitle} success={success} rerun={rerun} />}>
      <EditorPane
        paneId={input.paneId ?? 'input'}
        title={input.title}
        value={input.value}
        onChange={input.onChange}
        placeholder={input.placeholder}
        language={input.language}
        height={input.height}
        heightKey="panes"
        acceptFiles={input.acceptFiles ?? '.txt,text/plain'}
        wrap={input.wrap ?? wrap}
        errorAt={run.problem?.at}
      />
      <EditorPane
        paneId={output.paneId ?? 'output'}
        title={output.title}
        value={output.value}
        readOnly
        placeholder={output.placeholder}
        language={output.language}
        height={output.height}
        heightKey="panes"
        wrap={output.wrap ?? wrap}
        // The output of the run in progress, as it arrives, is not out of date.
        stale={run.stale && !run.arriving}
        arriving={run.arriving}
        actions={
          <OutputActions
            text={output.value}
            label={output.label}
            copyMessage={output.copyMessage}
            fileName={output.fileName}
            mimeType={output.mimeType ?? 'text/plain'}
            quietCopyFailure={output.quietCopyFailure}
          />
        }
      />
    </PaneGrid>
  );
}
