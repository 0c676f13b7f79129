import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { copyText } from '../lib/clipboard';
import { toast } from '../state/toasts';
import { Button } from './Button';

interface CopyButtonProps {
  /** The text, or a function that makes it when the button is pressed (for text kept as bytes). */
  text: string | (() => string);
  /** Toast on success; the spec's default is 'Copied to clipboard!'. */
  successMessage?: string;
  /** The button's visible text. */
  children?: string;
  /** Accessible name when several copy buttons share a screen, e.g. "Copy CSV output". */
  ariaLabel?: string;
  /** Some screens only log a failed copy instead of showing a toast (the spec's diff and converters). */
  quietFailure?: boolean;
}

export function CopyButton({
  text,
  successMessage = 'Copied to clipboard!',
  children = 'Copy',
  ariaLabel,
  quietFailure = false,
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (await copyText(typeof text === 'function' ? text() : text)) {
      toast.success(successMessage);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } else if (quietFailure) {
      console.warn('Failed to copy to clipboard');
    } else {
      toast.error('Failed to copy to clipboard');
    }
  };
  return (
    <Button
      size="sm"
      onClick={copy}
      aria-label={ariaLabel}
      icon={copied ? <Check className="h-4 w-4" aria-hidden="true" /> : <Copy className="h-4 w-4" aria-hidden="true" />}
    >
      {copied ? 'Copied' : children}
    </Button>
  );
}

/** A value in monospace with its own Copy button: a row of a result list (a date in one form, a total). */
export function CopyableValue({ text, label }: { text: string; label: string }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="font-mono">{text}</span>
      <CopyButton text={text} ariaLabel={`Copy ${label}`} successMessage={`${label} copied`} quietFailure>
        Copy
      </CopyButton>
    </span>
  );
}
