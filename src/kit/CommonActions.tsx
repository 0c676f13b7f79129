import { ArrowLeftRight, Bug, Sparkles, Trash2 } from 'lucide-react';
import type { InputKind } from '../lib/detect';
import type { ToolStateShape } from '../lib/tool-state';
import { toast } from '../state/toasts';
import { Button } from './Button';
import { CopyButton } from './CopyButton';
import { DownloadButton } from './DownloadButton';
import { OpenInMenu } from './OpenInMenu';
import { useToolSession } from './tool-session';

/** How long the toast that offers Undo stays. */
const UNDO_TOAST_MS = 8000;

function sameState(a: ToolStateShape, b: ToolStateShape): boolean {
  return Object.keys(a).every((key) => Object.is(a[key], b[key]));
}

/**
 * `action`, followed by a toast that offers Undo when it replaced anything the user had: Clear and the
 * samples overwrite the input, and only the code editors have an undo of their own.
 */
function useUndoable(action: () => void, done: string): () => void {
  const session = useToolSession();
  return () => {
    const before = session?.state;
    action();
    if (!before || sameState(before.state, before.defaults)) return;
    toast.info(done, UNDO_TOAST_MS, { label: 'Undo', run: () => before.replace(before.state) });
  };
}

interface SampleButtonProps {
  onClick: () => void;
  children?: string;
}

/** The "Load Sample" action every tool offers: the tool succeeding on a realistic input. */
export function LoadSampleButton({ onClick, children = 'Load Sample' }: SampleButtonProps) {
  const load = useUndoable(onClick, 'Sample loaded.');
  return (
    <Button onClick={load} icon={<Sparkles className="h-4 w-4" aria-hidden="true" />}>
      {children}
    </Button>
  );
}

/** The second sample of a tool whose first one succeeds: an input that shows its warnings or errors. */
export function BrokenSampleButton({ onClick, children = 'Broken example' }: SampleButtonProps) {
  const load = useUndoable(onClick, 'Broken example loaded.');
  return (
    <Button onClick={load} icon={<Bug className="h-4 w-4" aria-hidden="true" />}>
      {children}
    </Button>
  );
}

/** The "Swap" action of two-way tools: the output becomes the input and the direction turns around. */
export function SwapButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  return (
    <Button onClick={onClick} disabled={disabled} icon={<ArrowLeftRight className="h-4 w-4" aria-hidden="true" />}>
      Swap
    </Button>
  );
}

/** The "Clear" action that resets a tool. */
export function ClearButton({ onClick, children = 'Clear' }: { onClick: () => void; children?: string }) {
  const clear = useUndoable(onClick, 'Cleared.');
  return (
    <Button variant="danger" onClick={clear} icon={<Trash2 className="h-4 w-4" aria-hidden="true" />}>
      {children}
    </Button>
  );
}

/** The kind of text an output of this MIME type is: the tool declares it when it names its download's type. */
const KIND_OF_MIME_TYPE: Partial<Record<string, InputKind>> = {
  'application/json': 'json',
  'application/yaml': 'yaml',
  'application/xml': 'xml',
  'text/xml': 'xml',
  'text/csv': 'csv',
  'text/html': 'html',
  'text/css': 'css',
};

interface OutputActionsProps {
  /** The result; nothing is shown while it is empty. */
  text: string;
  /** What the buttons act on, for their accessible names: "Copy {label}", "Download {label}". */
  label: string;
  /** Toast after copying; by default "{Label} copied to clipboard!". */
  copyMessage?: string;
  fileName: string;
  mimeType: string;
  quietCopyFailure?: boolean;
}

/** Copy and Download for an output pane, shown once there is output. */
export function OutputActions({ text, label, copyMessage, fileName, mimeType, quietCopyFailure }: OutputActionsProps) {
  if (!text) return null;
  return (
    <>
      <CopyButton
        text={text}
        successMessage={copyMessage ?? `${label.charAt(0).toUpperCase()}${label.slice(1)} copied to clipboard!`}
        ariaLabel={`Copy ${label}`}
        quietFailure={quietCopyFailure}
      />
      <DownloadButton content={text} fileName={fileName} mimeType={mimeType} ariaLabel={`Download ${label}`} />
      <OpenInMenu text={text} label={label} kind={KIND_OF_MIME_TYPE[mimeType]} />
    </>
  );
}
