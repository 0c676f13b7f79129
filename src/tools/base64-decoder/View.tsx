import { Binary, Crosshair, FileDown, Link2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  ActionBar,
  ClearButton,
  DownloadButton,
  EditorPane,
  ErrorAlert,
  FeatureCards,
  LoadSampleButton,
  NoticePanel,
  OutputActions,
  Statistics,
  ToolHeader,
  ToolPage,
  useLiveTask,
} from '../../kit';
import type { Base64Alphabet } from '../../lib/base64';
import { formatBytes, formatCount } from '../../lib/format';
import { SAMPLE_BASE64, decodeBase64Input, type Base64DecodeResult } from './core';

const tasks = { decodeBase64Input };
const createWorker = () =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'base64-decoder' });

const features = [
  {
    title: 'Any Base64',
    description:
      'Standard (+ /) and URL-safe (- _) alphabets, with or without = padding; spaces, line breaks and a data: URL prefix are ignored.',
    icon: <Link2 className="h-4 w-4 text-blue-600" aria-hidden="true" />,
  },
  {
    title: 'Errors with Position',
    description:
      'An invalid character is named with its line, column and offset; a wrong length or padding is explained.',
    icon: <Crosshair className="h-4 w-4 text-red-600" aria-hidden="true" />,
  },
  {
    title: 'Strict UTF-8',
    description: 'Text is shown only when the bytes are valid UTF-8, so nothing is silently replaced with �.',
    icon: <Binary className="h-4 w-4 text-purple-600" aria-hidden="true" />,
  },
  {
    title: 'Binary as a File',
    description:
      'Images, PDFs, archives and other binary data are shown as hex and can be downloaded, with the type recognized from the bytes.',
    icon: <FileDown className="h-4 w-4 text-green-600" aria-hidden="true" />,
  },
];

const ALPHABET_NAMES: Record<Base64Alphabet, string> = {
  standard: 'Standard (+ /)',
  'url-safe': 'URL-safe (- _)',
  either: 'Either (no + / - _)',
  mixed: 'Mixed (+ / and - _)',
};

/** Image types the browser can preview (img-src allows blob: URLs). */
const PREVIEWABLE = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/bmp',
  'image/x-icon',
  'image/avif',
]);

export default function Base64DecoderView() {
  const [input, setInput] = useState('');
  const { result, error, errorAt } = useLiveTask({
    tasks,
    task: 'decodeBase64Input',
    args: [input],
    createWorker,
    enabled: input.trim() !== '',
  });
  const output = result?.output ?? '';
  const fileName = result ? `decoded.${result.fileType.extension}` : 'decoded.txt';

  return (
    <ToolPage>
      <ToolHeader
        icon="🔑"
        title="Base64 Decoder"
        subtitle="Decode Base64 as you type: text when the bytes are UTF-8, a hex view and a file download when they are not."
      />

      <ActionBar>
        <LoadSampleButton onClick={() => setInput(SAMPLE_BASE64)} />
        <ClearButton onClick={() => setInput('')} />
      </ActionBar>

      {error && <ErrorAlert title="Invalid Base64">{error}</ErrorAlert>}
      {result?.kind === 'binary' && <BinaryNotice result={result} fileName={fileName} />}

      <div className="grid gap-6 lg:grid-cols-2">
        <EditorPane
          title="Base64"
          value={input}
          onChange={setInput}
          placeholder="Paste Base64 or a data: URL here..."
          acceptFiles=".txt,.b64,.base64,text/plain"
          wrap
          errorAt={errorAt}
        />
        <EditorPane
          // Remounted when the kind changes: the editor's accessible name is set when it is created.
          key={result?.kind === 'binary' ? 'hex' : 'text'}
          title={result?.kind === 'binary' ? 'Decoded (hex view)' : 'Decoded'}
          value={output}
          readOnly
          wrap={false}
          placeholder="The decoded text will appear here..."
          actions={
            result?.kind === 'binary' ? (
              <OutputActions text={output} label="hex view" fileName={`${fileName}.hex.txt`} mimeType="text/plain" />
            ) : (
              <OutputActions
                text={output}
                label="decoded text"
                fileName={fileName}
                mimeType={`${result?.fileType.mimeType ?? 'text/plain'};charset=utf-8`}
              />
            )
          }
        />
      </div>

      {result && (
        <Statistics
          items={[
            { label: 'Decoded size', value: formatBytes(result.bytes.length) },
            { label: 'Alphabet', value: ALPHABET_NAMES[result.alphabet] },
            { label: 'Padding', value: result.padded ? 'Yes' : 'None' },
          ]}
        />
      )}

      <FeatureCards title="Decoding Features" features={features} />
    </ToolPage>
  );
}

function BinaryNotice({ result, fileName }: { result: Base64DecodeResult; fileName: string }) {
  const { bytes, fileType } = result;
  const previewUrl = useObjectUrl(PREVIEWABLE.has(fileType.mimeType) ? bytes : null, fileType.mimeType);
  const shownAll = result.hexBytesShown === bytes.length;
  return (
    <NoticePanel
      title={`Binary data, ${formatBytes(bytes.length)}: ${fileType.description}`}
      aside={
        previewUrl && (
          <img
            src={previewUrl}
            alt={`Preview: ${fileType.description}`}
            className="max-h-40 max-w-full self-start rounded border border-amber-300 bg-white object-contain dark:border-amber-800"
          />
        )
      }
    >
      <p className="text-sm break-words">{result.binaryReason}</p>
      <p className="text-sm">
        {shownAll
          ? 'The hex view shows every byte.'
          : `The hex view shows the first ${formatCount(result.hexBytesShown)} of ${formatCount(bytes.length)} bytes.`}{' '}
        Download the file for all of it ({fileType.mimeType}).
      </p>
      <div>
        <DownloadButton
          content={() => bytes as Uint8Array<ArrayBuffer>}
          fileName={fileName}
          mimeType={fileType.mimeType}
          ariaLabel={`Download ${fileName}`}
        >
          {`Download ${fileName}`}
        </DownloadButton>
      </div>
    </NoticePanel>
  );
}

/** A blob: URL for the bytes while they are shown, revoked when they change or leave the page. */
function useObjectUrl(bytes: Uint8Array | null, mimeType: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!bytes) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: mimeType }));
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [bytes, mimeType]);
  return url;
}
