import { useToolState } from '../../kit';
import { declareValidatorState, ValidatorScreen } from '../../kit/ValidatorScreen';
import { formatAsYouType, SAMPLE_INPUT } from './core';
import { OPTIONS } from './options';
import { FormatsPanel, NumberDetails } from './parts';
import { tasks } from './tasks';

const { defaults, rules } = declareValidatorState(OPTIONS, {});

const NOT_CHECKED = {
  'Whether the number is in service':
    'only the network can tell, by calling it or asking a carrier (an HLR lookup), which would send the number away',
  'Who owns it, and whether it was ported': 'this needs a carrier database online',
};

export default function PhoneNumberValidatorView() {
  const tool = useToolState(defaults, rules);
  const [{ input, country }] = tool;
  return (
    <ValidatorScreen
      tool={tool}
      tasks={tasks}
      worker={(name) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name })}
      task="analysePhone"
      args={[input, { country }]}
      item="phone number"
      field={{
        label: 'Phone number',
        placeholder: '+44 20 7946 0958, or a national number such as 020 7946 0958',
        hint:
          input.trim() !== '' ? (
            <>
              As you type:{' '}
              <span className="font-mono" data-testid="as-you-type">
                {formatAsYouType(input, country)}
              </span>
            </>
          ) : (
            'Formatted as you type, for the default country unless it starts with +.'
          ),
      }}
      errorTitle="Cannot Check the Number"
      facts={(analysis) => analysis.details && <NumberDetails details={analysis.details} />}
      details={(analysis, stale) => analysis.details && <FormatsPanel details={analysis.details} stale={stale} />}
      sample={{ input: SAMPLE_INPUT }}
      batch={{
        items: 'phone numbers',
        placeholder: '+44 20 7946 0958\n+1 212 555 0123\n020 7946 0958',
        fileName: 'phone-number-verdicts.csv',
        detailsHeader: 'Country and type',
        toolOptions: [country],
      }}
      options={{ schema: OPTIONS }}
      notChecked={NOT_CHECKED}
    />
  );
}
