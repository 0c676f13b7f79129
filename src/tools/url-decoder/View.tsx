import { LiveTransformScreen } from '../../kit/LiveTransformScreen';
import { pluralize } from '../../lib/format';
import { SAMPLE_ENCODED } from './core';
import { OPTIONS } from './options';
import { tasks } from './tasks';

export default function UrlDecoderView() {
  return (
    <LiveTransformScreen
      options={OPTIONS}
      tasks={tasks}
      worker={(name) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name })}
      task="decodeUrl"
      args={(state) => [state.input, state.mode]}
      sample={SAMPLE_ENCODED}
      input={{ title: 'Encoded', placeholder: 'Paste a URL or percent-encoded text here...' }}
      output={{ title: 'Decoded', label: 'decoded text', fileName: 'url-decoded.txt' }}
      errorTitle="Malformed percent-encoding"
      statistics={(result) => ({
        'Escapes decoded': result.decodedEscapes,
        'Output length': pluralize(result.output.length, 'character'),
      })}
    />
  );
}
