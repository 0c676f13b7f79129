import { useId } from 'react';
import { CheckboxField, SelectField, type Choice, type StateUpdate } from '../../kit';
import { converterScreen } from '../../kit/ConverterView';
import { DEFAULT_OPTIONS, DELIMITERS, FALLBACK_ERROR_MESSAGE, SAMPLE_CSV, type DelimiterChoice } from './core';
import { tasks } from './tasks';

const DEFAULTS = { input: '', ...DEFAULT_OPTIONS };
type CsvToJsonState = typeof DEFAULTS;

const DELIMITER_CHOICES: readonly Choice<DelimiterChoice>[] = DELIMITERS.map(({ choice, label }) => ({
  value: choice,
  label,
}));

const RULES = { choices: { delimiter: DELIMITER_CHOICES.map((choice) => choice.value) } };

function CsvOptions({ state, update }: { state: CsvToJsonState; update: StateUpdate<CsvToJsonState> }) {
  const typedHintId = useId();
  return (
    <>
      <SelectField
        label="Delimiter"
        options={DELIMITER_CHOICES}
        value={state.delimiter}
        onChange={(delimiter) => update({ delimiter })}
      />
      <div className="flex flex-wrap items-center gap-2">
        <CheckboxField
          label="Typed values"
          checked={state.typedValues}
          onChange={(typedValues) => update({ typedValues })}
          describedBy={typedHintId}
        />
        {/* Says what the output holds either way: most converters type values, this one does not by default. */}
        <span id={typedHintId} className="text-sm text-gray-600 dark:text-gray-300">
          {state.typedValues
            ? 'On: numbers and booleans become JSON numbers and booleans, digit for digit (30, 98000.50, true); 02134 stays a string.'
            : 'Off: every value stays a string, as written (30 gives "30", and 02134 keeps its zero). Tick it for JSON numbers and booleans.'}
        </span>
      </div>
    </>
  );
}

export default converterScreen(
  {
    defaults: DEFAULTS,
    rules: RULES,
    tasks,
    optionsPanel: (state, update) => <CsvOptions state={state} update={update} />,
    from: 'CSV',
    to: 'JSON',
    sample: SAMPLE_CSV,
    fallbackError: FALLBACK_ERROR_MESSAGE,
    successMessage: 'CSV data converted to JSON format',
  },
  (name) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name }),
);
