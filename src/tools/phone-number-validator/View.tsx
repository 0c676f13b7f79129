import {
  ActionBar,
  ClearButton,
  CopyableValue,
  KeyValueList,
  LoadSampleButton,
  OptionsBox,
  Panel,
  RunStatus,
  SelectField,
  TextField,
  useLiveTask,
  useToolState,
  type Choice,
} from '../../kit';
import {
  BATCH_CHOICES,
  BATCH_DEFAULTS,
  BatchCheck,
  CheckModes,
  NotCheckedPanel,
  PrivacyNote,
  VerdictPanel,
} from '../../kit/Validation';
import { countryChoices, countryFromLocale, formatAsYouType, SAMPLE_INPUT, type PhoneDetails } from './core';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: () =>
    new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'phone-number-validator' }),
};

const COUNTRIES = countryChoices();
const COUNTRY_CHOICES: readonly Choice<string>[] = [
  { value: '', label: 'None: numbers start with + and a calling code' },
  ...COUNTRIES.map(({ code, name, callingCode }) => ({ value: code, label: `${name} (+${callingCode})` })),
];

/** The default country: the region of the browser's language ("en-GB" → United Kingdom). */
const LOCALE_COUNTRY = countryFromLocale(typeof navigator === 'undefined' ? undefined : navigator.language);

const DEFAULTS = { input: '', ...BATCH_DEFAULTS, country: LOCALE_COUNTRY };
const RULES = {
  choices: { ...BATCH_CHOICES, country: COUNTRY_CHOICES.map((choice) => choice.value) },
};

const NOT_CHECKED = [
  {
    check: 'Whether the number is in service',
    why: 'only the network can tell, by calling it or asking a carrier (an HLR lookup), which would send the number away',
  },
  {
    check: 'Who owns it, and whether it was ported',
    why: 'this needs a carrier database online',
  },
];

export default function PhoneNumberValidatorView() {
  const [state, update, reset] = useToolState(DEFAULTS, RULES);
  const run = useLiveTask(source, 'analysePhone', [state.input, { country: state.country }], {
    enabled: state.mode === 'single' && state.input.trim() !== '',
  });
  const analysis = run.result;

  return (
    <>
      <OptionsBox legend="Options">
        <SelectField
          label="Default country"
          options={COUNTRY_CHOICES}
          value={state.country}
          onChange={(country) => update({ country })}
          hint="Numbers without + and a calling code are read as this country’s."
        />
      </OptionsBox>

      <ActionBar>
        <LoadSampleButton onClick={() => update({ input: SAMPLE_INPUT, mode: 'single' })} />
        <ClearButton onClick={reset} />
      </ActionBar>

      <CheckModes
        mode={state.mode}
        onMode={(mode) => update({ mode })}
        item="phone number"
        single={
          <div className="flex flex-col gap-4">
            <TextField
              label="Phone number"
              value={state.input}
              onChange={(input) => update({ input })}
              placeholder="+44 20 7946 0958, or a national number such as 020 7946 0958"
              monospace
              stacked
              hint={
                state.input.trim() !== '' ? (
                  <>
                    As you type:{' '}
                    <span className="font-mono" data-testid="as-you-type">
                      {formatAsYouType(state.input, state.country)}
                    </span>
                  </>
                ) : (
                  'Formatted as you type, for the default country unless it starts with +.'
                )
              }
            />
            <RunStatus run={run} errorTitle="Cannot Check the Number" />
            {analysis && (
              <VerdictPanel value={state.input} check={analysis.check} stale={run.stale}>
                {analysis.details && <NumberDetails details={analysis.details} />}
              </VerdictPanel>
            )}
            {analysis?.details && <FormatsPanel details={analysis.details} stale={run.stale} />}
          </div>
        }
        batch={
          <BatchCheck
            source={source}
            toolOptions={[state.country]}
            state={state}
            update={update}
            items="phone numbers"
            placeholder={'+44 20 7946 0958\n+1 212 555 0123\n020 7946 0958'}
            fileName="phone-number-verdicts.csv"
            detailsHeader="Country and type"
          />
        }
      />

      <NotCheckedPanel items={NOT_CHECKED} />
      <PrivacyNote />
    </>
  );
}

function NumberDetails({ details }: { details: PhoneDetails }) {
  return (
    <KeyValueList
      label="Number"
      items={[
        {
          label: 'Country',
          value: (
            <>
              <span aria-hidden="true">{details.flag} </span>
              {details.countryName}
              {details.country && ` (${details.country})`}
              {details.countryNote && (
                <span className="block text-xs text-gray-600 dark:text-gray-300">{details.countryNote}</span>
              )}
            </>
          ),
        },
        { label: 'Calling code', value: details.callingCode },
        { label: 'National number', value: <span className="font-mono">{details.nationalNumber}</span> },
        ...(details.extension ? [{ label: 'Extension', value: details.extension }] : []),
        { label: 'Type', value: details.typeLabel },
        { label: 'Possible', value: details.possible ? 'Yes: its length is one the country uses' : 'No' },
        { label: 'Valid', value: details.valid ? 'Yes: it is in a range the country assigns' : 'No' },
      ]}
    />
  );
}

function FormatsPanel({ details, stale }: { details: PhoneDetails; stale: boolean }) {
  return (
    <Panel title="Formats" stale={stale}>
      <KeyValueList
        label="Formats"
        items={[
          { label: 'E.164', value: <CopyableValue text={details.e164} label="E.164" /> },
          { label: 'International', value: <CopyableValue text={details.international} label="International" /> },
          { label: 'National', value: <CopyableValue text={details.national} label="National" /> },
          { label: 'tel: URI (RFC 3966)', value: <CopyableValue text={details.uri} label="tel: URI" /> },
        ]}
      />
    </Panel>
  );
}
