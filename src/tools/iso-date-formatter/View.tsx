import { Calendar, Clock, Type } from 'lucide-react';
import { useMemo } from 'react';
import {
  ActionBar,
  ClearButton,
  DataTable,
  ErrorAlert,
  KeyValueList,
  LoadSampleButton,
  LocaleField,
  NoteList,
  OptionsBox,
  Panel,
  TextField,
  useNow,
  useToolState,
  type Column,
  type KeyValue,
  attempt,
  type Attempt,
  CopyableValue,
} from '../../kit';
import { TimeZoneField } from '../../kit/TimeZoneField';
import { TemporalReady } from '../../kit/TemporalReady';
import { browserZone } from '../../lib/time/zones';
import {
  fixedForms,
  formatPattern,
  localeForm,
  LOCALE_STYLES,
  PATTERN_TOKENS,
  readDate,
  SAMPLE_INPUT,
  type DateReading,
} from './core';
import { usableLocale } from '../../lib/locale';

/**
 * The tool's state, declared once: kept per tab across reloads, and reset by Clear. An empty zone is the
 * browser's own, and an empty locale the browser's.
 */
const DEFAULTS = {
  input: '',
  zone: '',
  locale: '',
  pattern: 'yyyy-MM-dd HH:mm:ss',
};

type State = typeof DEFAULTS;

export default function IsoDateFormatterView() {
  const [state, update, reset] = useToolState(DEFAULTS);
  return (
    <>
      <ActionBar>
        <LoadSampleButton onClick={() => update({ input: SAMPLE_INPUT })} />
        <ClearButton onClick={reset} />
      </ActionBar>
      <TemporalReady>
        <Formatter state={state} update={update} />
      </TemporalReady>
    </>
  );
}

const LOCALE_LABELS = { full: 'Locale, full', long: 'Locale, long', medium: 'Locale, medium', short: 'Locale, short' };

function Formatter({ state, update }: { state: State; update: (change: Partial<State>) => void }) {
  const localZone = useMemo(browserZone, []);
  const zone = state.zone || localZone;
  const locale = usableLocale(state.locale);
  // The clock only feeds the zone list's offsets; the result depends on the input alone.
  const nowNs = BigInt(useNow(60_000)) * 1_000_000n;
  const outcome = useMemo(() => {
    if (state.input.trim() === '') return null;
    if (/\S\s*\n\s*\S/.test(state.input))
      return { error: 'One date here, please: the first line break ends it.' } as Attempt<never>;
    return attempt(() => readDate(state.input, zone));
  }, [state.input, zone]);
  const reading = outcome?.value;

  return (
    <div className="flex flex-col gap-4">
      <OptionsBox legend="Date">
        <TextField
          label="Date or date-time"
          value={state.input}
          onChange={(input) => update({ input })}
          placeholder="e.g. 2026-11-24T15:30:00+01:00"
          stacked
          hint="ISO 8601 or RFC 3339 (extended or basic, week or ordinal dates, [Zone] annotations), RFC 2822 or an HTTP-date."
          monospace
        />
        <TimeZoneField
          label="Zone for local times"
          value={zone}
          onChange={(picked) => update({ zone: picked })}
          nowNs={nowNs}
        />
        <LocaleField value={state.locale} onChange={(value) => update({ locale: value })} />
      </OptionsBox>
      {outcome?.error !== undefined && <ErrorAlert title="Not a date">{outcome.error}</ErrorAlert>}
      {reading && <ReadAs reading={reading} />}
      {reading && <Forms reading={reading} locale={locale} />}
      <Pattern reading={reading} pattern={state.pattern} locale={locale} onChange={(pattern) => update({ pattern })} />
    </div>
  );
}

function ReadAs({ reading }: { reading: DateReading }) {
  const { local } = reading;
  const notes = reading.notes.map((text, index) => ({ key: String(index), text }));
  if (local?.kind === 'gap')
    notes.push({
      key: 'gap',
      text: `Clocks in ${reading.zone} skip ${local.gapMinutes} minutes here, so no instant has this local time. It resolves to ${local.resolvedDateTime.replace('T', ' ')} (${local.offset}), as calendar software does`,
    });
  if (local?.kind === 'overlap')
    notes.push({
      key: 'overlap',
      text: `Clocks in ${reading.zone} go back here, so this local time happens twice: at ${local.earlierOffset} (shown below) and again at ${local.laterOffset}, Unix ${local.later / 1_000_000_000n}`,
    });
  const caution = local?.kind === 'gap' || local?.kind === 'overlap';
  return (
    <Panel
      title={
        local?.kind === 'gap'
          ? 'This local time does not exist'
          : local?.kind === 'overlap'
            ? 'This local time happens twice'
            : 'Read as'
      }
      tone={caution ? 'caution' : 'plain'}
      icon={Calendar}
      label="Read as"
    >
      <p className="text-sm">{reading.parsed.form}.</p>
      {notes.length > 0 && <NoteList notes={notes} />}
    </Panel>
  );
}

function Forms({ reading, locale }: { reading: DateReading; locale: string | undefined }) {
  const items: KeyValue[] = fixedForms(reading).map((form) => ({
    label: form.label,
    value: form.value === null ? form.note : <CopyableValue text={form.value} label={form.label} />,
  }));
  for (const style of LOCALE_STYLES) {
    const text = attempt(() => localeForm(reading.epochNs, reading.zone, style, reading.kind === 'date', locale));
    items.push({
      label: LOCALE_LABELS[style],
      value: text.value === undefined ? text.error : <CopyableValue text={text.value} label={LOCALE_LABELS[style]} />,
    });
  }
  return (
    <Panel title={`Forms (in ${reading.zone})`} icon={Clock} label="Forms">
      <KeyValueList label="Forms" items={items} />
    </Panel>
  );
}

interface TokenRow {
  token: string;
  meaning: string;
  example: string;
}

const TOKEN_COLUMNS: readonly Column<TokenRow>[] = [
  {
    key: 'token',
    header: 'Token',
    value: (row) => row.token,
    render: (row) => <code>{row.token}</code>,
    sortable: false,
  },
  { key: 'meaning', header: 'Meaning', value: (row) => row.meaning, sortable: false },
  {
    key: 'example',
    header: 'Example',
    value: (row) => row.example,
    render: (row) => <code>{row.example}</code>,
    sortable: false,
  },
];

function Pattern({
  reading,
  pattern,
  locale,
  onChange,
}: {
  reading: DateReading | undefined;
  pattern: string;
  locale: string | undefined;
  onChange: (pattern: string) => void;
}) {
  const formatted = useMemo(
    () =>
      reading && pattern !== '' ? attempt(() => formatPattern(reading.epochNs, reading.zone, pattern, locale)) : null,
    [reading, pattern, locale],
  );
  const rows = useMemo(
    () =>
      PATTERN_TOKENS.map(({ token, meaning }) => ({
        token,
        meaning,
        example: reading
          ? (attempt(() => formatPattern(reading.epochNs, reading.zone, token, locale)).value ?? '')
          : '',
      })),
    [reading, locale],
  );
  return (
    <Panel title="Custom pattern" icon={Type} label="Custom pattern">
      <div className="flex flex-col gap-3">
        <TextField
          label="Pattern"
          value={pattern}
          onChange={onChange}
          placeholder="yyyy-MM-dd HH:mm:ss"
          hint="Letters are tokens (see the table); put other text in 'single quotes', and write '' for a quote."
          monospace
        />
        {formatted?.error !== undefined && <ErrorAlert title="Not a pattern">{formatted.error}</ErrorAlert>}
        {formatted?.value !== undefined && (
          <div className="text-sm">
            <CopyableValue text={formatted.value} label="Formatted date" />
          </div>
        )}
        <DataTable caption="Pattern tokens" columns={TOKEN_COLUMNS} rows={rows} rowKey={(row) => row.token} />
      </div>
    </Panel>
  );
}
