import { Calendar, Clock, Type } from 'lucide-react';
import { useMemo } from 'react';
import { attempt, CopyableValue, DataTable, ErrorAlert, NoteList, Panel } from '../../kit';
import type { Column, KeyValue } from '../../kit';
import { copyRow, DateScreen, gapNote, localTimeTitle, readOneLine, ResultPanel, useZone } from '../../kit/datetime';
import { DateField, DateInputs, LOCALE_INPUT, textInput, zoneInput, type DateInput } from '../../kit/datetime';
import type { DateBodyProps } from '../../kit/datetime';
import { useLocale } from '../../kit/datetime';
import { fixedForms, formatPattern, localeForm, LOCALE_STYLES, PATTERN_TOKENS, readDate, SAMPLE_INPUT } from './core';
import type { DateReading } from './core';

/**
 * The tool's state, declared once: kept per tab across reloads, and reset by Clear. An empty zone is the
 * browser's own, and an empty locale the browser's.
 */
const DEFAULTS = { input: '', zone: '', locale: '', pattern: 'yyyy-MM-dd HH:mm:ss' };

export default function IsoDateFormatterView() {
  return <DateScreen defaults={DEFAULTS} sample={{ input: SAMPLE_INPUT }} body={Formatter} />;
}

const LOCALE_LABELS = { full: 'Locale, full', long: 'Locale, long', medium: 'Locale, medium', short: 'Locale, short' };

const INPUTS: readonly DateInput<typeof DEFAULTS>[] = [
  textInput(
    'input',
    'Date or date-time',
    'e.g. 2026-11-24T15:30:00+01:00',
    'ISO 8601 or RFC 3339 (extended or basic, week or ordinal dates, [Zone] annotations), RFC 2822 or an HTTP-date.',
    { stacked: true },
  ),
  zoneInput('zone', 'Zone for local times'),
  LOCALE_INPUT,
];

function Formatter(props: DateBodyProps<typeof DEFAULTS>) {
  const { state, bind } = props;
  const zone = useZone(state.zone);
  const locale = useLocale(state.locale);
  const outcome = useMemo(
    () =>
      readOneLine(state.input, 'One date here, please: the first line break ends it.', () =>
        readDate(state.input, zone),
      ),
    [state.input, zone],
  );
  const reading = outcome?.value;
  return (
    <>
      <DateInputs legend="Date" inputs={INPUTS} {...props} />
      {outcome?.error !== undefined && <ErrorAlert title="Not a date">{outcome.error}</ErrorAlert>}
      {reading && <ReadAs reading={reading} />}
      {reading && (
        <ResultPanel
          title={`Forms (in ${reading.zone})`}
          icon={Clock}
          label="Forms"
          items={formItems(reading, locale)}
        />
      )}
      <Pattern reading={reading} locale={locale} {...bind('pattern')} />
    </>
  );
}

function ReadAs({ reading }: { reading: DateReading }) {
  const { local, zone } = reading;
  const notes = [...reading.notes];
  if (local?.kind === 'gap') notes.push(gapNote(zone, local));
  if (local?.kind === 'overlap')
    notes.push(
      `Clocks in ${zone} go back here, so this local time happens twice: at ${local.earlierOffset} (shown below) and again at ${local.laterOffset}, Unix ${local.later / 1_000_000_000n}`,
    );
  return (
    <Panel
      title={localTimeTitle(local?.kind, 'Read as')}
      tone={local?.kind === 'gap' || local?.kind === 'overlap' ? 'caution' : 'plain'}
      icon={Calendar}
      label="Read as"
    >
      <p className="text-sm">{reading.parsed.form}.</p>
      <NoteList notes={notes} />
    </Panel>
  );
}

function formItems(reading: DateReading, locale: string | undefined): KeyValue[] {
  const items: KeyValue[] = fixedForms(reading).map((form) =>
    form.value === null ? { label: form.label, value: form.note } : copyRow(form.label, form.value),
  );
  for (const style of LOCALE_STYLES) {
    const label = LOCALE_LABELS[style];
    const text = attempt(() => localeForm(reading.epochNs, reading.zone, style, reading.kind === 'date', locale));
    items.push(text.value === undefined ? { label, value: text.error } : copyRow(label, text.value));
  }
  return items;
}

interface TokenRow {
  token: string;
  meaning: string;
  example: string;
}

const TOKEN_COLUMNS: readonly Column<TokenRow>[] = [
  { key: 'token', header: 'Token', value: (row) => row.token, code: true, sortable: false },
  { key: 'meaning', header: 'Meaning', value: (row) => row.meaning, sortable: false },
  { key: 'example', header: 'Example', value: (row) => row.example, code: true, sortable: false },
];

interface PatternProps {
  reading: DateReading | undefined;
  locale: string | undefined;
  value: string;
  onChange: (pattern: string) => void;
}

function Pattern({ reading, locale, value: pattern, onChange }: PatternProps) {
  const format = (text: string) =>
    reading ? attempt(() => formatPattern(reading.epochNs, reading.zone, text, locale)) : undefined;
  const formatted = pattern === '' ? undefined : format(pattern);
  const rows = PATTERN_TOKENS.map(({ token, meaning }) => ({ token, meaning, example: format(token)?.value ?? '' }));
  return (
    <Panel title="Custom pattern" icon={Type} label="Custom pattern">
      <div className="flex flex-col gap-3">
        <DateField
          label="Pattern"
          value={pattern}
          onChange={onChange}
          placeholder="yyyy-MM-dd HH:mm:ss"
          hint="Letters are tokens (see the table); put other text in 'single quotes', and write '' for a quote."
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
