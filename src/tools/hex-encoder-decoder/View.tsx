import { CheckboxField, OptionsBox, SelectField } from '../../kit/Fields';
import { LiveTransformScreen } from '../../kit/LiveTransformScreen';
import { SAMPLE_HEX, SAMPLE_TEXT } from './core';
import { OPTIONS } from './options';
import { tasks } from './tasks';

const CASES = [
  { value: 'lower', label: 'Lowercase' },
  { value: 'upper', label: 'Uppercase' },
] as const;

export default function HexEncoderDecoderView() {
  return (
    <LiveTransformScreen
      options={OPTIONS}
      optionsShown={['direction']}
      // The hex format applies to what is written: decoding reads any of them.
      extraOptions={({ state, update }) => (
        <OptionsBox legend="Hex format" disabled={state.direction === 'decode'}>
          <SelectField
            label="Separator"
            options={OPTIONS.separator.choices}
            value={state.separator}
            onChange={(separator) => update({ separator })}
          />
          <SelectField
            label="Case"
            options={CASES}
            value={state.uppercase ? 'upper' : 'lower'}
            onChange={(letterCase) => update({ uppercase: letterCase === 'upper' })}
          />
          <CheckboxField label="0x prefix" checked={state.prefix} onChange={(prefix) => update({ prefix })} />
        </OptionsBox>
      )}
      tasks={tasks}
      worker={(name) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name })}
      task="convertHex"
      args={({ input, direction, ...format }) => [input, direction, format]}
      sample={({ state }) => (state.direction === 'encode' ? SAMPLE_TEXT : SAMPLE_HEX)}
      swap={{
        patch: (state, output) => ({ input: output, direction: state.direction === 'encode' ? 'decode' : 'encode' }),
      }}
      input={({ state }) => ({
        title: state.direction === 'encode' ? 'Text' : 'Hex',
        placeholder:
          state.direction === 'encode'
            ? 'Type or paste text here...'
            : 'Paste hex here, e.g. 48 65 6c 6c 6f or 0x48656c6c6f...',
        acceptFiles: '.txt,.hex,text/plain',
      })}
      output={({ state }) =>
        state.direction === 'encode'
          ? { title: 'Hex', placeholder: 'Hex will appear here...', label: 'hex', fileName: 'hex.txt' }
          : { title: 'Text', label: 'text', fileName: 'text.txt' }
      }
      errorTitle={({ state }) => (state.direction === 'encode' ? 'Cannot Encode' : 'Invalid Hex')}
      statistics={(result) => ({ Characters: result.characters, Bytes: result.bytes, 'Hex digits': result.bytes * 2 })}
    />
  );
}
