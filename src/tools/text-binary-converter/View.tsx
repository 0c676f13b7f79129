import { LiveTransformScreen } from '../../kit/LiveTransformScreen';
import { SAMPLE_BINARY, SAMPLE_TEXT } from './core';
import { OPTIONS } from './options';
import { tasks } from './tasks';

export default function TextBinaryConverterView() {
  return (
    <LiveTransformScreen
      options={OPTIONS}
      disabledOptions={(state) => ({ separator: state.direction === 'decode' })}
      tasks={tasks}
      worker={(name) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name })}
      task="convertBinary"
      args={(state) => [state.input, state.direction, state.separator]}
      sample={({ state }) => (state.direction === 'encode' ? SAMPLE_TEXT : SAMPLE_BINARY)}
      swap={{
        patch: (state, output) => ({ input: output, direction: state.direction === 'encode' ? 'decode' : 'encode' }),
      }}
      input={({ state }) =>
        state.direction === 'encode'
          ? { title: 'Text', placeholder: 'Type or paste text here...' }
          : { title: 'Binary', placeholder: 'Paste binary here, e.g. 01001000 01101001...' }
      }
      output={({ state }) =>
        state.direction === 'encode'
          ? { title: 'Binary', placeholder: 'Binary will appear here...', label: 'binary', fileName: 'binary.txt' }
          : { title: 'Text', label: 'text', fileName: 'text.txt' }
      }
      errorTitle={({ state }) => (state.direction === 'encode' ? 'Cannot Encode' : 'Invalid Binary')}
      statistics={(result) => ({ Characters: result.characters, Bytes: result.bytes, Bits: result.bytes * 8 })}
    />
  );
}
