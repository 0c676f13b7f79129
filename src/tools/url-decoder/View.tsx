import { LiveTransformScreen } from '../../kit/LiveTransformScreen';
import { formatCount, pluralize } from '../../lib/format';
import { SAMPLE_ENCODED } from './core';
import { OPTIONS } from './options';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'url-decoder' }),
};

export default function UrlDecoderView() {
  return (
    <LiveTransformScreen
      options={OPTIONS}
      source={source}
      task="decodeUrl"
      args={(state) => [state.input, state.mode]}
      sample={SAMPLE_ENCODED}
      input={{ title: 'Encoded', placeholder: 'Paste a URL or percent-encoded text here...' }}
      output={{
        title: 'Decoded',
        placeholder: 'The decoded text will appear here...',
        label: 'decoded text',
        fileName: 'url-decoded.txt',
      }}
      errorTitle="Malformed percent-encoding"
      statistics={(result) => [
        { label: 'Escapes decoded', value: formatCount(result.decodedEscapes) },
        { label: 'Output length', value: pluralize(result.output.length, 'character') },
      ]}
    />
  );
}
