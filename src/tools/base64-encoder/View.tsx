import { LiveTransformScreen } from '../../kit/LiveTransformScreen';
import { formatBytes, pluralize } from '../../lib/format';
import { SAMPLE_TEXT } from './core';
import { OPTIONS } from './options';
import { tasks } from './tasks';

/** A data URL is always standard Base64 with padding on one line: the other options do not apply to it. */
const dataUrlRules = ({ dataUrl }: { dataUrl: boolean }) => ({
  urlSafe: dataUrl,
  omitPadding: dataUrl,
  lineLength: dataUrl,
});

export default function Base64EncoderView() {
  return (
    <LiveTransformScreen
      options={OPTIONS}
      disabledOptions={dataUrlRules}
      tasks={tasks}
      worker={(name) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name })}
      task="encodeText"
      // The opened file stays out of the tool's kept state: its bytes (up to 64 MB) are no text to keep in
      // sessionStorage, so a reload forgets the file and the text is encoded again.
      file={{
        title: 'Encode a file',
        hint: 'Any file type, read as bytes: choose one, drop it here, or paste it.',
        task: 'encodeFile',
        args: (file, { input: _, ...options }) => [file.bytes, file.type, options],
        inputPlaceholder: 'Encoding the file above; type here to encode text instead...',
      }}
      sample={SAMPLE_TEXT}
      input={{ title: 'Text', placeholder: 'Type or paste text here...' }}
      output={({ file }) => ({
        title: 'Base64',
        placeholder: 'Base64 will appear here...',
        label: 'Base64',
        fileName: file ? `${file.name}.b64.txt` : 'base64.txt',
      })}
      errorTitle="Cannot encode this text"
      statistics={({ inputBytes, output }, { file }) => ({
        [file ? 'File size' : 'UTF-8 size']: formatBytes(inputBytes),
        'Base64 length': pluralize(output.length, 'character'),
        'Size increase': inputBytes === 0 ? '—' : `${Math.round((output.length / inputBytes - 1) * 100)}%`,
      })}
    />
  );
}
