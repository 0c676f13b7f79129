import { CalendarClock, Globe, Wrench } from 'lucide-react';
import { useMemo } from 'react';
import { CopyButton, DataTable, ErrorAlert, NoteList, Panel, SelectField, type Column } from '../../kit';
import { DraftField } from '../../kit/DraftField';
import { DateInputs, DateScreen, LOCALE_INPUT, QuietNote, selectInput, textInput } from '../../kit/datetime';
import { useClock, useZone, zonedFormat, zoneInput, type DateBodyProps, type DateInput } from '../../kit/datetime';
import { useLocale } from '../../kit/datetime';
import {
  BUILDER_FIELDS,
  builderFields,
  builderNote,
  defaultShape,
  describeRunNote,
  DIALECT_LABELS,
  DIALECTS,
  fieldLabel,
  fieldShape,
  fieldText,
  modeOptions,
  nextRunsOrProblem,
  PRESETS,
  presetIn,
  readSchedule,
  SAMPLE_INPUT,
  stepHint,
  valueHint,
  withField,
  type BuilderField,
  type CronRun,
  type Dialect,
  type FieldShape,
  type ParsedCron,
} from './core';

/** The tool's state, declared once. An empty zone is the browser's own. */
const DEFAULTS = { input: '', dialect: 'standard' as Dialect, zone: '', locale: '' };
const RULES = { choices: { dialect: DIALECTS } };
type State = typeof DEFAULTS;
type Props = DateBodyProps<State>;

const DIALECT_OPTIONS = DIALECTS.map((value) => ({ value, label: DIALECT_LABELS[value] }));
const INPUTS: readonly DateInput<State>[] = [
  textInput('input', 'Cron expression', 'e.g. 0 9 * * 1-5 or @daily', undefined, { width: 'wider' }),
  selectInput('dialect', 'Dialect', DIALECT_OPTIONS),
];
const PRESET_OPTIONS = [
  { value: '', label: 'Choose a common schedule…' },
  ...PRESETS.map((preset) => ({ value: preset.label, label: preset.label })),
];
const SAMPLE = { input: SAMPLE_INPUT, dialect: 'standard' as Dialect };
const RUN_INPUTS: readonly DateInput<State>[] = [zoneInput('zone'), LOCALE_INPUT];

export default function CronExpressionGeneratorView() {
  // Runs are worked out to the second, so a tick a second keeps the first one from lingering once it passes.
  return <DateScreen defaults={DEFAULTS} rules={RULES} sample={SAMPLE} tick={1000} body={Generator} />;
}

function Generator(props: Props) {
  const { state, update } = props;
  const outcome = useMemo(() => readSchedule(state.input, state.dialect), [state.input, state.dialect]);
  const parsed = useMemo(() => builderFields(state.input, state.dialect), [state.input, state.dialect]);
  const schedule = outcome?.value;
  return (
    <>
      <DateInputs legend="Expression" inputs={INPUTS} {...props}>
        <SelectField
          label="Preset"
          options={PRESET_OPTIONS}
          value=""
          onChange={(label) => {
            const preset = PRESETS.find((candidate) => candidate.label === label);
            if (preset) update({ input: presetIn(preset, state.dialect) });
          }}
        />
      </DateInputs>
      {outcome?.error !== undefined && <ErrorAlert title="Not a cron expression">{outcome.error}</ErrorAlert>}
      {schedule && (
        <Panel
          title="Schedule"
          icon={CalendarClock}
          label="Schedule"
          actions={
            <CopyButton text={schedule.parsed.text} ariaLabel="Copy the expression" successMessage="Expression copied">
              Copy
            </CopyButton>
          }
        >
          <p className="text-lg font-medium">{schedule.description}</p>
          <p className="mt-1 font-mono text-sm break-all text-gray-700 dark:text-gray-300">{schedule.parsed.text}</p>
          {schedule.notes.length > 0 && (
            <div className="mt-3">
              <NoteList notes={schedule.notes} />
            </div>
          )}
        </Panel>
      )}
      {parsed ? (
        <Builder parsed={parsed} onChange={(input) => update({ input })} />
      ) : (
        <QuietNote>The builder follows the expression again once it has the dialect’s number of fields.</QuietNote>
      )}
      {schedule && <NextRuns parsed={schedule.parsed} {...props} />}
    </>
  );
}

/** The five common fields, each as every, specific values, a range or a step; writing one rewrites the text. */
function Builder({ parsed, onChange }: { parsed: ParsedCron; onChange: (input: string) => void }) {
  const note = builderNote(parsed);
  return (
    <Panel title="Builder" icon={Wrench} label="Builder">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {BUILDER_FIELDS.map((field) => (
          <FieldBuilder
            key={field}
            field={field}
            dialect={parsed.dialect}
            value={parsed.fields[field]}
            onChange={(value) => onChange(withField(parsed, field, value))}
          />
        ))}
      </div>
      {note && <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">{note}</p>}
    </Panel>
  );
}

/**
 * The builder's inputs write to the expression only what keeps their field in one piece: an empty or
 * half-typed one (no field at all would shift the others) stays a draft.
 */
const BUILDER_INPUT = { monospace: true, stacked: true };

function FieldBuilder({
  field,
  dialect,
  value,
  onChange,
}: {
  field: BuilderField;
  dialect: Dialect;
  value: string;
  onChange: (value: string) => void;
}) {
  const shape = fieldShape(value);
  const label = fieldLabel(field);
  const write = (next: FieldShape) => {
    if (next.mode !== 'custom') onChange(fieldText(next));
  };
  return (
    <fieldset className="flex min-w-0 flex-col gap-2 rounded-md border border-gray-200 p-3 dark:border-gray-700">
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      <SelectField
        label={label}
        options={modeOptions(field, shape.mode === 'custom')}
        value={shape.mode}
        onChange={(mode) => {
          if (mode !== 'custom') write(defaultShape(field, mode, dialect));
        }}
      />
      {shape.mode === 'specific' && (
        <DraftField
          {...BUILDER_INPUT}
          label={`${label} values`}
          value={shape.values}
          accepts={/^\w+(,\w+)*$/}
          hint={`Comma-separated: ${valueHint(field, dialect)}`}
          onCommit={(values) => write({ mode: 'specific', values: values.toUpperCase() })}
        />
      )}
      {shape.mode === 'range' && (
        <div className="flex flex-wrap gap-2">
          <DraftField
            {...BUILDER_INPUT}
            label={`${label} from`}
            value={shape.from}
            accepts={/^\w+$/}
            onCommit={(from) => write({ ...shape, from: from.toUpperCase() })}
          />
          <DraftField
            {...BUILDER_INPUT}
            label={`${label} to`}
            value={shape.to}
            accepts={/^\w+$/}
            onCommit={(to) => write({ ...shape, to: to.toUpperCase() })}
          />
        </div>
      )}
      {shape.mode === 'step' && (
        <DraftField
          {...BUILDER_INPUT}
          label={`${label} step`}
          value={shape.step}
          accepts={/^\d+$/}
          hint={stepHint(field)}
          onCommit={(step) => write({ mode: 'step', step })}
        />
      )}
      {shape.mode === 'custom' && (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          <span className="font-mono">{value}</span> is beyond the builder: edit it in the expression.
        </p>
      )}
    </fieldset>
  );
}

function NextRuns({ parsed, ...props }: Props & { parsed: ParsedCron }) {
  const { state } = props;
  const { nowNs } = useClock();
  const zone = useZone(state.zone);
  const locale = useLocale(state.locale);
  const runs = useMemo(() => nextRunsOrProblem(parsed, zone, nowNs), [parsed, zone, nowNs]);
  const columns = useMemo<readonly Column<CronRun & { index: number }>[]>(() => {
    const time = parsed.dialect === 'standard' ? 'minute' : 'second';
    const format = zonedFormat(zone, locale, { time, zoneName: true });
    return [
      { key: 'index', header: '#', value: (run) => run.index, align: 'right' },
      { key: 'local', header: `In ${zone}`, value: (run) => format.format(run.epochMs) },
      { key: 'iso', header: 'ISO 8601', value: (run) => run.iso },
      { key: 'note', header: 'DST', value: (run) => (run.note ? describeRunNote(run.note) : '') },
    ];
  }, [locale, zone, parsed.dialect]);
  const rows = typeof runs === 'string' ? [] : runs.map((run, index) => ({ ...run, index: index + 1 }));
  return (
    <Panel title="Next 10 runs" icon={Globe} label="Next runs">
      <div className="mb-4 flex flex-col gap-3">
        <DateInputs inputs={RUN_INPUTS} {...props} />
      </div>
      {typeof runs === 'string' && <ErrorAlert title="Cannot work out the runs">{runs}</ErrorAlert>}
      <DataTable
        caption={`Next runs in ${zone}`}
        columns={columns}
        rows={rows}
        rowKey={(run) => String(run.epochMs)}
        csvFileName="cron-runs.csv"
        empty="This schedule never runs (a date that does not exist, or a year that has passed)."
      />
    </Panel>
  );
}
