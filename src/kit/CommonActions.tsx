import { ArrowLeftRight, Sparkles, Trash2 } from 'lucide-react';
import { Button } from './Button';
import { CopyButton } from './CopyButton';
import { DownloadButton } from './DownloadButton';
import { OpenInMenu } from './OpenInMenu';

/** The "Load Sample" action every tool offers. */
export function LoadSampleButton({ onClick, children = 'Load Sample' }: { onClick: () => void; children?: string }) {
  return (
    <Button onClick={onClick} icon={<Sparkles className="h-4 w-4" aria-hidden="true" />}>
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
  return (
    <Button variant="danger" onClick={onClick} icon={<Trash2 className="h-4 w-4" aria-hidden="true" />}>
      {children}
    </Button>
  );
}

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
      <OpenInMenu text={text} label={label} />
    </>
  );
}
