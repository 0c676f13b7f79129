import { useMemo } from 'react';
import { ActionBar, ClearButton, LoadSampleButton, Statistics, TextField, useToolState } from '../../kit';
import { pluralize } from '../../lib/format';
import { readingTime, SAMPLE_INPUT } from './core';

/** The tool's state, declared once: kept per tab across reloads, and reset by Clear. */
const DEFAULTS = { input: '' };

/**
 * A screen of its own, built from the kit inside the shared frame (the shell draws the header and the About
 * text): the action row first, then the input, then what the tool makes of it.
 */
export default function ColorConverterView() {
  const [state, update, reset] = useToolState(DEFAULTS);
  const result = useMemo(() => readingTime(state.input), [state.input]);
  return (
    <>
      <ActionBar>
        <LoadSampleButton onClick={() => update({ input: SAMPLE_INPUT })} />
        <ClearButton onClick={reset} />
      </ActionBar>
      <TextField
        label="Text"
        value={state.input}
        onChange={(input) => update({ input })}
        placeholder="Type or paste text here..."
        rows={6}
        stacked
      />
      {state.input.trim() !== '' && (
        <Statistics
          announce
          items={[
            { label: 'Words', value: pluralize(result.words, 'word') },
            { label: 'Reading time', value: pluralize(result.minutes, 'minute') },
          ]}
        />
      )}
    </>
  );
}
