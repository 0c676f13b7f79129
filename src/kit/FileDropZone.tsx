import { FileUp, FolderOpen, X } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { FILE_SIZE_LIMIT, looksBinary, readFileBytes, readTextFile } from '../lib/files';
import { formatBytes } from '../lib/format';
import { errorMessage } from '../lib/tool-error';
import { toast } from '../state/toasts';
import { ErrorAlert } from './Alert';
import { Button } from './Button';

/**
 * Drag-and-drop of a file onto an element. Capture phase, so a file dropped on an editor replaces its text
 * rather than CodeMirror inserting the file's name at the cursor.
 */
export function useFileDrop(onFile: (file: File) => void) {
  const [dragging, setDragging] = useState(false);
  const dropProps = {
    onDragOverCapture: (event: DragEvent) => {
      if (!event.dataTransfer.types.includes('Files')) return;
      event.preventDefault();
      event.stopPropagation();
      setDragging(true);
    },
    onDragLeave: () => setDragging(false),
    onDropCapture: (event: DragEvent) => {
      const file = event.dataTransfer.files[0];
      setDragging(false);
      if (!file) return;
      event.preventDefault();
      event.stopPropagation();
      onFile(file);
    },
  };
  return { dragging, dropProps };
}

/** Reads a text file chosen or dropped by the user into a pane; a file that cannot be read gets an error toast. */
export async function openTextFile(file: File, onText: (text: string, file: File) => void): Promise<void> {
  try {
    onText(await readTextFile(file), file);
  } catch (error) {
    toast.error(errorMessage(error, `Could not read ${file.name}`));
  }
}

interface FileOpenButtonProps {
  onFile: (file: File) => void;
  /** The file picker's filter, e.g. ".json,application/json". */
  accept?: string;
  ariaLabel?: string;
  children?: string;
  busy?: boolean;
}

/** A button that opens the file picker. */
export function FileOpenButton({ onFile, accept, ariaLabel, children = 'Open file', busy }: FileOpenButtonProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        size="sm"
        aria-label={ariaLabel}
        busy={busy}
        busyLabel="Reading..."
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
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}

export interface OpenedFile {
  name: string;
  /** The MIME type the browser gives, or '' when it does not know. */
  type: string;
  bytes: Uint8Array;
  /** Whether the bytes look like binary data rather than UTF-8 text. */
  binary: boolean;
}

interface FileDropZoneProps {
  /** What the zone is for, as its heading and button label: "Encode a file". */
  title: string;
  /** The file that is open, if any. */
  file: OpenedFile | null;
  onFile: (file: OpenedFile) => void;
  onRemove: () => void;
  /** Refuse binary data, for tools that work on text. */
  textOnly?: boolean;
  accept?: string;
  limit?: number;
  /** A line about what the zone takes, shown while no file is open. */
  hint?: string;
}

/**
 * Where a tool takes a whole file: choose one, drop one, or paste one (a file copied in the file manager).
 * It shows the open file's name, type and size, and refuses a file over the limit, naming the limit, or
 * binary data where only text will do.
 */
export function FileDropZone({
  title,
  file,
  onFile,
  onRemove,
  textOnly = false,
  accept,
  limit = FILE_SIZE_LIMIT,
  hint,
}: FileDropZoneProps) {
  const headingId = useId();
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // A newer file replaces one still being read.
  const generation = useRef(0);

  const open = async (chosen: File) => {
    const current = ++generation.current;
    setReading(true);
    setProblem(null);
    try {
      const bytes = await readFileBytes(chosen, limit);
      const binary = looksBinary(bytes);
      if (current !== generation.current) return;
      if (textOnly && binary) throw new Error(`"${chosen.name}" looks like binary data, not text.`);
      onFile({ name: chosen.name, type: chosen.type, bytes, binary });
    } catch (error) {
      if (current === generation.current) setProblem(errorMessage(error, `Could not read "${chosen.name}".`));
    } finally {
      if (current === generation.current) setReading(false);
    }
  };

  const remove = () => {
    generation.current += 1;
    setReading(false);
    setProblem(null);
    onRemove();
  };

  const { dragging, dropProps } = useFileDrop((dropped) => void open(dropped));

  return (
    <section
      aria-labelledby={headingId}
      className={`flex flex-col gap-3 rounded-lg border-2 border-dashed p-4 ${dragging ? 'border-blue-500 bg-blue-50 dark:bg-blue-950/40' : 'border-gray-300 dark:border-gray-700'}`}
      onPaste={(event) => {
        const pasted = event.clipboardData.files[0];
        if (!pasted) return;
        event.preventDefault();
        void open(pasted);
      }}
      {...dropProps}
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} className="sr-only">
          {title}
        </h2>
        <FileOpenButton accept={accept} busy={reading} onFile={(chosen) => void open(chosen)} ariaLabel={title}>
          {title}
        </FileOpenButton>
        {file ? (
          <p className="flex min-w-0 flex-wrap items-center gap-2 text-sm" aria-live="polite">
            <FileUp className="h-4 w-4 shrink-0" aria-hidden="true" />
            <span className="font-medium break-all">{file.name}</span>
            <span className="text-gray-600 dark:text-gray-300">
              {[file.type || 'unknown type', formatBytes(file.bytes.length), file.binary ? 'binary' : 'text'].join(
                ' · ',
              )}
            </span>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Remove ${file.name}`}
              icon={<X className="h-4 w-4" aria-hidden="true" />}
              onClick={remove}
            >
              Remove
            </Button>
          </p>
        ) : (
          <p className="text-sm text-gray-600 dark:text-gray-300">
            {hint ?? 'Choose a file, drop it here, or paste it.'} Up to {formatBytes(limit)}.
          </p>
        )}
      </div>
      {problem && <ErrorAlert title="Cannot open the file">{problem}</ErrorAlert>}
    </section>
  );
}
