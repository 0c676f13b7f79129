import { Calendar, Clock, Type } from 'lucide-react';
import { useMemo } from 'react';
import { attempt, CopyableValue, DataTable, ErrorAlert, NoteList, Panel } from '../../kit';
import type { Column } from '../../kit';
import { DateScreen, readOneLine, ResultPanel, useZone } from '../../kit/datetime';
import { DateField, DateInputs, LOCALE_INPUT, textInput, zoneInput, type DateInput } from '../../kit/datetime';
import type { DateBodyProps } from '../../kit/datetime';
import { useLocale } from '../../kit/datetime';
import { localTimeTitle } from '../../lib/time/zone-text';
import { formatPattern, formRows, readDate, readingNotes, SAMPLE_INPUT, tokenRows } from './core';
import type { DateReading, TokenRow } from './core';

/**
 * The tool's state, declared once: kept per tab across reloads, and reset by Clear. An empty zone is the
 * browser's own, and an empty locale the browser's.
 */
const DEFAULTS = { input: '', zone: '', locale: '', pattern: 'yyyy-MM-dd HH:mm:ss' };

export default function IsoDateFormatterView() {
  return <DateScreen defaults={DEFAULTS} sample={{ input: SAMPLE_INPUT }} body={Formatter} />;
}

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
          items={formRows(reading, locale)}
        />
      )}
      <Pattern reading={reading} locale={locale} {...bind('pattern')} />
    </>
  );
}

function ReadAs({ reading }: { reading: DateReading }) {
  const kind = reading.local?.kind;
  return (
    <Panel
      title={localTimeTitle(kind, 'Read as')}
      tone={kind === 'gap' || kind === 'overlap' ? 'caution' : 'plain'}
      icon={Calendar}
      label="Read as"
    >
      <p className="text-sm">{reading.parsed.form}.</p>
      <NoteList notes={readingNotes(reading)} />
    </Panel>
  );
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
  const formatted =
    reading && pattern !== ''
      ? attempt(() => formatPattern(reading.epochNs, reading.zone, pattern, locale))
      : undefined;
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
        <DataTable
          caption="Pattern tokens"
          columns={TOKEN_COLUMNS}
          rows={tokenRows(reading, locale)}
          rowKey={(row) => row.token}
        />
      </div>
    </Panel>
  );
}
