import { Clock, Globe, Users } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { Button, ErrorAlert, OptionsBox, Panel } from '../../kit';
import { choiceInput, DateField, DateInputs, DateScreen, LOCALE_INPUT, readUnlessBlank } from '../../kit/datetime';
import { selectInput, useClock, useLocale, useZone, ZoneField, type DateBodyProps } from '../../kit/datetime';
import { ToggleCell } from '../../kit/datetime/ToggleCell';
import { AddZoneField, ZoneCards } from '../../kit/datetime/ZoneCards';
import {
  convert,
  dayShiftText,
  minuteText,
  parseTargets,
  pickInstant,
  plan,
  resolutionNote,
  SAMPLE_INPUT,
  SAMPLE_TARGETS,
  sourceFacts,
  targetFacts,
  unknownTargetsText,
  withDateTime,
  withoutZone,
  withZone,
  writtenZone,
  type Conversion,
  type Planner,
  type RepeatedChoice,
  type ZonedTime,
} from './core';

const REPEATED_CHOICES: readonly RepeatedChoice[] = ['earlier', 'later'];
const HOURS = Array.from({ length: 25 }, (_, hour) => String(hour));
const HOUR_OPTIONS = HOURS.map((hour) => ({ value: hour, label: `${hour.padStart(2, '0')}:00` }));
/** The planner's working hours: an hour of the day (0 to 23) to start, a later one (1 to 24) to end. */
const WORKING_HOURS = [
  selectInput<typeof DEFAULTS>('workStart', 'Working hours from', HOUR_OPTIONS.slice(0, 24)),
  selectInput<typeof DEFAULTS>('workEnd', 'until', HOUR_OPTIONS.slice(1)),
];

/** The source date and time, as its field shows it. */
const SOURCE_FIELD = {
  label: 'Date and time',
  placeholder: 'YYYY-MM-DD HH:mm, then a zone or city',
  hint: 'e.g. 2026-11-24 09:00 America/New_York, 2026-11-24 09:00 Kathmandu or 2026-11-24T14:00Z. Without a zone, the From zone is used.',
  stacked: true,
};

/**
 * The tool's state, declared once: kept per tab across reloads, and reset by Clear. `input` is the source
 * date and time, with its zone written after it or, if not, taken from `from` (empty: the browser's zone);
 * `targets` holds the zones to convert to, one a line.
 */
const DEFAULTS = {
  input: '',
  from: '',
  targets: ['UTC', 'Europe/London', 'Asia/Tokyo'].join('\n'),
  repeated: 'earlier' as RepeatedChoice,
  workStart: '9',
  workEnd: '17',
  locale: '',
};

const RULES = { choices: { repeated: REPEATED_CHOICES, workStart: HOURS, workEnd: HOURS } };

type State = typeof DEFAULTS;
type Props = DateBodyProps<State>;

/** What the result panels show and change: the state, and the conversion worked out from it. */
interface Results extends Props {
  conversion: Conversion;
  planner: Planner;
  targets: string[];
}

const SAMPLE = { input: SAMPLE_INPUT, targets: SAMPLE_TARGETS.join('\n'), repeated: 'earlier' as RepeatedChoice };

export default function TimezoneConverterView() {
  return <DateScreen defaults={DEFAULTS} rules={RULES} sample={SAMPLE} body={Converter} />;
}

function Converter(props: Props) {
  const { state, update, bind } = props;
  // The zone fields' offsets change on whole minutes; nothing here needs a ticking second.
  const { nowNs } = useClock();
  const fromZone = useZone(state.from);
  const written = useMemo(() => writtenZone(state.input), [state.input]);
  const targets = useMemo(() => parseTargets(state.targets), [state.targets]);
  const locale = useLocale(state.locale);

  const outcome = useMemo(
    () =>
      readUnlessBlank(state.input, () => {
        return { conversion: convert(state.input, { from: fromZone, targets, repeated: state.repeated, locale }) };
      }),
    [state.input, locale, fromZone, targets, state.repeated],
  );

  const conversion = outcome?.value?.conversion;
  const workStart = Number(state.workStart);
  const workEnd = Number(state.workEnd);
  const planner = useMemo(
    () =>
      conversion &&
      plan(
        conversion.source.instant,
        conversion.source.zone,
        conversion.targets.map((row) => row.zone),
        { workStart, workEnd },
      ),
    [conversion, workStart, workEnd],
  );
  const sourceZone = conversion?.source.zone ?? written ?? fromZone;
  const results = conversion && planner ? { ...props, conversion, planner, targets } : null;

  const chooseFrom = (zone: string) => {
    const rewritten = withZone(state.input, zone);
    update(rewritten === null ? { from: zone } : { input: rewritten, from: zone });
  };

  return (
    <>
      <OptionsBox legend="Source">
        <div className="w-full max-w-xl">
          <DateField {...SOURCE_FIELD} {...bind('input')} />
        </div>
        <Button
          variant="secondary"
          onClick={() => update({ input: withDateTime(state.input, minuteText(nowNs, sourceZone)) })}
        >
          Now
        </Button>
        <ZoneField label="From zone" value={sourceZone} onChange={chooseFrom} />
        <DateInputs inputs={[LOCALE_INPUT]} {...props} />
      </OptionsBox>
      {outcome?.error !== undefined && <ErrorAlert title="Cannot convert this time">{outcome.error}</ErrorAlert>}
      {results && (
        <>
          <SourceNote {...results} />
          <TargetsPanel {...results} />
          <PlannerPanel {...results} />
        </>
      )}
    </>
  );
}

/** Which of a repeated local time's two instants to convert. */
function repeatedInput(earlierOffset: string, laterOffset: string) {
  const choices = [
    { value: 'earlier', label: `The first (${earlierOffset})` },
    { value: 'later', label: `The second (${laterOffset})` },
  ];
  return choiceInput<State>('repeated', 'Convert', choices, true);
}

/** How the source time named its instant: plainly, in a DST gap, twice, or by a written offset. */
function SourceNote({ conversion, ...props }: Results) {
  const { source, from } = conversion;
  const { resolution } = source;
  const note = resolutionNote(source);
  return (
    <Panel
      title="Source time"
      icon={Clock}
      tone={resolution.kind === 'exact' || resolution.kind === 'offset' ? 'plain' : 'caution'}
      label="Source time"
    >
      <div className="flex flex-col gap-2 text-sm">
        <p>
          <span className="font-medium">{from.text}</span> in {source.zone}: {sourceFacts(from)}{' '}
          <span className="font-mono break-all">{from.iso}</span>
        </p>
        {note && <p>{note}</p>}
        {resolution.kind === 'overlap' && (
          <DateInputs inputs={[repeatedInput(resolution.earlierOffset, resolution.laterOffset)]} {...props} />
        )}
      </div>
    </Panel>
  );
}

function TargetsPanel({ update, conversion, targets }: Results) {
  const setTargets = (zones: readonly string[]) => update({ targets: zones.join('\n') });
  const cards = conversion.targets.map((row) => ({ zone: row.zone, body: <TargetTime row={row} /> }));
  return (
    <Panel title="In other zones" icon={Globe} label="In other zones">
      {conversion.unknownTargets.length > 0 && (
        <ErrorAlert title="Zones left out">
          <span className="flex flex-wrap items-center gap-2">
            {unknownTargetsText(conversion.unknownTargets)}
            <Button variant="secondary" size="sm" onClick={() => setTargets(withoutZone(targets, null))}>
              Remove from the list
            </Button>
          </span>
        </ErrorAlert>
      )}
      {cards.length === 0 ? (
        <p className="text-sm">Add a zone below to see this time there.</p>
      ) : (
        <ZoneCards
          label="Converted times"
          cards={cards}
          headingLevel={3}
          onRemove={(index) => setTargets(withoutZone(targets, cards[index]!.zone))}
        />
      )}
      <AddZoneField label="Add a zone" zones={targets} onAdd={(zone) => setTargets([...targets, zone])} />
    </Panel>
  );
}

/** A converted time: in words (with its day, when not the source's), its offset and season, and in ISO 8601. */
function TargetTime({ row }: { row: ZonedTime }) {
  const shift = dayShiftText(row.dayShift);
  return (
    <>
      <p>
        {row.text}
        {shift && <span className="ml-2 font-medium">({shift})</span>}
      </p>
      <p className="text-gray-700 dark:text-gray-300">{targetFacts(row)}</p>
      <p className="font-mono text-xs break-all">{row.iso}</p>
    </>
  );
}

function PlannerPanel({ conversion, planner, ...props }: Results) {
  const { state, update } = props;
  const onPick = (instant: bigint) => update(pickInstant(state.input, instant, conversion.source.zone));
  const scroller = useRef<HTMLDivElement>(null);
  // The chosen hour in view: the row scrolls sideways to it (never the page) when the time changes.
  useEffect(() => {
    const box = scroller.current;
    const pressed = box?.querySelector('[aria-pressed="true"]');
    if (!box || !pressed) return;
    const offset = pressed.getBoundingClientRect().left - box.getBoundingClientRect().left;
    box.scrollLeft += offset - box.clientWidth / 2;
  }, [planner.date, planner.selected]);

  return (
    <Panel title="Meeting planner" icon={Users} label="Meeting planner">
      <p className="text-sm">
        The hours of {planner.date} in {planner.rows[0]!.zone} ({planner.hours.length} hours), each shown in every zone.
        Shaded hours start within working hours there. Pick an hour to convert it.
      </p>
      <div className="flex flex-wrap gap-4">
        <DateInputs inputs={WORKING_HOURS} {...props} />
      </div>
      <div ref={scroller} className="max-w-full overflow-x-auto rounded-md border border-gray-200 dark:border-gray-700">
        <table className="border-collapse text-xs">
          <caption className="sr-only">Meeting planner: the same instants in every zone</caption>
          <tbody>
            {planner.rows.map((row, rowIndex) => (
              // The source zone may also be a target: rows are told apart by place.
              <tr key={rowIndex}>
                <th
                  scope="row"
                  className="sticky left-0 z-10 max-w-32 bg-white px-2 py-1 text-left font-medium break-words dark:bg-gray-900"
                >
                  {row.zone}
                </th>
                {row.cells.map((cell, index) => (
                  <td key={String(cell.instant)} className="p-0.5">
                    <ToggleCell
                      pressed={index === planner.selected}
                      marked={cell.working}
                      label={`${cell.time}${cell.day ? ` ${cell.day}` : ''} in ${row.zone}${cell.working ? ', working hours' : ''}`}
                      onPress={() => onPick(cell.instant)}
                      className={`flex h-10 w-12 flex-col items-center justify-center font-mono leading-tight ${cell.working || index === planner.selected ? '' : 'bg-gray-50 dark:bg-gray-800'}`}
                    >
                      <span>{cell.time}</span>
                      {cell.day && <span className="text-[10px]">{cell.day}</span>}
                    </ToggleCell>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}
