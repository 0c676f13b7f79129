import { FolderOpen } from 'lucide-react';
import { useRef } from 'react';
import { readTextFile } from '../lib/files';
import { toast } from '../state/toasts';
import { Button } from './Button';

interface FileOpenButtonProps {
  onText: (text: string, file: File) => void;
  /** The file picker's filter, e.g. ".json,application/json". */
  accept?: string;
  ariaLabel?: string;
  children?: string;
}

/** Reads a text file chosen by the user into the tool; unreadable files get an error toast. */
export async function openTextFile(file: File, onText: (text: string, file: File) => void): Promise<void> {
  try {
    onText(await readTextFile(file), file);
  } catch (error) {
    toast.error(error instanceof Error ? error.message : `Could not read ${file.name}`);
  }
}

export function FileOpenButton({
  onText,
  accept,
  ariaLabel = 'Open a file',
  children = 'Open file',
}: FileOpenButtonProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        size="sm"
        aria-label={ariaLabel}
        icon={<FolderOpen className="h-4 w-4" aria-hidden="true" />}
        onClick={() => inputRef.current?.click()}
      >
        {children}
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        className="hidden"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void openTextFile(file, onText);
        }}
      />
    </>
  );
}
