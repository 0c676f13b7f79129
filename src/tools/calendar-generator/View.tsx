import { CalendarDays, ChevronLeft, ChevronRight, Printer } from 'lucide-react';
import { useMemo } from 'react';
import { Button, Panel } from '../../kit';
import { checkInput, choiceInput, DateInputs, DateScreen, LOCALE_INPUT, Outcome, QuietNote } from '../../kit/datetime';
import { readUnlessBlank, textInput, useClock, type DateBodyProps, type DateInput } from '../../kit/datetime';
import { useLocale } from '../../kit/datetime';
import { TextExports } from '../../kit/TextExports';
import { ToggleCell } from '../../kit/datetime/ToggleCell';
import {
  calendarFileName,
  calendarFor,
  localeWeekStart,
  monthInputFor,
  SAMPLE_INPUT,
  steppedInput,
  todayIn,
  toggleDate,
  WEEK_STARTS,
  weekStartChoices,
  weekStartOf,
  type CalendarDocument,
  type CalendarNames,
  type WeekStartChoice,
  type Weekday,
} from './core';
import { calendarExports } from './exports';

type ExportFormat = 'print' | 'html' | 'markdown' | 'text';

const EXPORT_FORMATS: readonly ExportFormat[] = ['print', 'html', 'markdown', 'text'];

/**
 * The tool's state, declared once: kept per tab across reloads, and reset by Clear. The chosen dates are
 * kept for every month, so paging to another month and back keeps them; an empty locale is the browser's.
 */
const DEFAULTS = {
  input: '',
  weekStart: 'locale' as WeekStartChoice,
  locale: '',
  weekNumbers: true,
  chosen: [] as string[],
  exportFormat: 'print' as ExportFormat,
};

const RULES = { choices: { weekStart: WEEK_STARTS, exportFormat: EXPORT_FORMATS } };

type State = typeof DEFAULTS;
type Props = DateBodyProps<State>;

/** The month or year to show, as its field asks for it. */
const MONTH_INPUTS: readonly DateInput<State>[] = [
  textInput(
    'input',
    'Month or year',
    'e.g. November 2026',
    '2026-11, November 2026 or Nov 2026 for a month; 2026 for the whole year.',
  ),
];

export default function CalendarGeneratorView() {
  return <DateScreen defaults={DEFAULTS} rules={RULES} sample={{ input: SAMPLE_INPUT }} body={CalendarScreen} />;
}

/** The options; the locale's own week start is named in its choice. */
function optionInputs(localeStart: Weekday): readonly DateInput<State>[] {
  return [
    choiceInput('weekStart', 'Week starts on', weekStartChoices(localeStart), true),
    checkInput('weekNumbers', 'ISO week numbers'),
    LOCALE_INPUT,
  ];
}

function CalendarScreen(props: Props) {
  const { state, update } = props;
  // Only the date matters: the screen's clock ticks each minute, which notices midnight soon enough.
  const { localZone, nowMs } = useClock();
  const today = todayIn(nowMs, localZone);

  const locale = useLocale(state.locale);
  const localeStart = localeWeekStart(locale);
  const weekStart = weekStartOf(state.weekStart, localeStart);

  // Cheap enough to do as the user types; the calendar always belongs to the input, and goes with it.
  const outcome = useMemo(() => {
    const options = { weekStart, chosen: state.chosen, weekNumbers: state.weekNumbers };
    return readUnlessBlank(state.input, () => calendarFor(state.input, locale, options));
  }, [state.input, locale, weekStart, state.chosen, state.weekNumbers]);

  const shown = outcome?.value?.view;
  // The four exports are worked out again only when the calendar changes, not on each minute's tick.
  const exports = useMemo(
    () =>
      outcome?.value &&
      calendarExports(outcome.value.calendar, calendarFileName(outcome.value.view)).map((entry) =>
        entry.id === 'print' ? { ...entry, extra: <PrintButton>Print the calendar</PrintButton> } : entry,
      ),
    [outcome],
  );
  const step = (direction: -1 | 1) => update({ input: steppedInput(shown, direction, state.input, today) });
  const stepper = { unit: shown?.kind === 'year' ? 'year' : 'month', disabled: outcome?.error !== undefined, step };

  return (
    <>
      <DateInputs legend="Month or year" inputs={MONTH_INPUTS} {...props}>
        <div className="flex flex-wrap gap-2">
          <StepButton {...stepper} direction={-1} />
          <Button size="sm" onClick={() => update({ input: monthInputFor(today) })}>
            This month
          </Button>
          <StepButton {...stepper} direction={1} />
        </div>
      </DateInputs>
      <DateInputs legend="Options" inputs={optionInputs(localeStart)} {...props} />
      {outcome === null && (
        <QuietNote>Type a month or a year above, or press This month, to see its calendar.</QuietNote>
      )}
      <Outcome of={outcome} errorTitle="Not a month or a year">
        {(value) =>
          exports && (
            <>
              <CalendarPanel
                calendar={value.calendar}
                names={value.names}
                today={today}
                onToggle={(date) => update((current) => ({ chosen: toggleDate(current.chosen, date) }))}
                onClearChosen={() => update({ chosen: [] })}
              />
              <TextExports
                exports={exports}
                selected={state.exportFormat}
                onSelect={(id) => update({ exportFormat: id as ExportFormat })}
              />
            </>
          )
        }
      </Outcome>
    </>
  );
}

interface StepButtonProps {
  unit: string;
  disabled: boolean;
  direction: -1 | 1;
  step: (direction: -1 | 1) => void;
}

function StepButton({ unit, disabled, direction, step }: StepButtonProps) {
  const Icon = direction < 0 ? ChevronLeft : ChevronRight;
  const name = direction < 0 ? 'Previous' : 'Next';
  return (
    <Button
      size="sm"
      disabled={disabled}
      aria-label={`${name} ${unit}`}
      icon={<Icon aria-hidden="true" className="h-4 w-4" />}
      onClick={() => step(direction)}
    >
      {name}
    </Button>
  );
}

function PrintButton({ children }: { children: string }) {
  return (
    <Button size="sm" icon={<Printer aria-hidden="true" className="h-4 w-4" />} onClick={() => window.print()}>
      {children}
    </Button>
  );
}

interface CalendarPanelProps {
  calendar: CalendarDocument;
  names: CalendarNames;
  today: string;
  onToggle: (date: string) => void;
  onClearChosen: () => void;
}

/** The calendar on screen; it is also what the Print button prints, alone (data-print-only, see index.css). */
function CalendarPanel({ calendar, names, today, onToggle, onClearChosen }: CalendarPanelProps) {
  const chosenCount = calendar.chosen.size;
  const table = { calendar, names, today, onToggle };
  return (
    <Panel
      title={calendar.title}
      label="Calendar"
      icon={CalendarDays}
      actions={
        <>
          {chosenCount > 0 && (
            <Button size="sm" onClick={onClearChosen}>
              {`Clear ${chosenCount} chosen ${chosenCount === 1 ? 'date' : 'dates'}`}
            </Button>
          )}
          <PrintButton>Print</PrintButton>
        </>
      }
    >
      <QuietNote>
        Click a day to choose it (or press it again to take it back); chosen days are marked in the print and every
        export. Today is ringed.
      </QuietNote>
      <div data-print-only lang={calendar.lang}>
        <p className="mb-4 hidden text-center text-3xl font-bold print:block">{calendar.title}</p>
        {calendar.kind === 'month' ? (
          <MonthTable month={calendar.months[0]!} {...table} />
        ) : (
          <div className="grid grid-cols-[repeat(auto-fill,minmax(14rem,1fr))] items-start gap-4 print:grid-cols-3 print:gap-6">
            {calendar.months.map((month) => (
              <MonthTable key={month.grid.month} month={month} {...table} small />
            ))}
          </div>
        )}
      </div>
    </Panel>
  );
}

interface MonthTableProps {
  month: CalendarDocument['months'][number];
  calendar: CalendarDocument;
  names: CalendarNames;
  today: string;
  onToggle: (date: string) => void;
  /** One of a year's twelve: smaller, with the neighbour months' days left out. */
  small?: boolean;
}

function MonthTable({ month, calendar, names, today, onToggle, small = false }: MonthTableProps) {
  const weekNumberClass = 'font-normal text-gray-600 tabular-nums dark:text-gray-300';
  return (
    <table
      className={`w-full table-fixed border-collapse text-center break-inside-avoid ${small ? 'text-xs' : 'text-sm'}`}
    >
      <caption className={small ? 'pb-1 text-left font-semibold' : 'sr-only'}>{month.title}</caption>
      <thead>
        <tr>
          {calendar.weekNumbers && (
            <th scope="col" abbr="ISO week" className={`py-1 ${weekNumberClass} ${small ? 'w-7' : 'w-10 print:w-12'}`}>
              Wk
            </th>
          )}
          {calendar.weekdays.map((day) => (
            <th key={day.long} scope="col" abbr={day.long} className="py-1 font-semibold">
              {small ? day.narrow : day.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {month.grid.weeks.map((week) => (
          <tr key={week.days[0]!.date}>
            {calendar.weekNumbers && (
              <th scope="row" className={weekNumberClass}>
                {week.isoWeek}
              </th>
            )}
            {week.days.map((day) => {
              const chosen = calendar.chosen.has(day.date);
              const isToday = day.date === today;
              const label = names.fullDate(day.year, day.month, day.day);
              return (
                <td
                  key={day.date}
                  className={`p-0.5 ${small ? '' : 'print:h-20 print:border print:border-gray-400 print:align-top'}`}
                >
                  {day.inMonth ? (
                    <ToggleCell
                      pressed={chosen}
                      current={isToday}
                      label={isToday ? `${label}, today` : label}
                      onPress={() => onToggle(day.date)}
                      // Today matters on screen only: a printed calendar outlives the day.
                      className={`w-full ${small ? 'h-7' : 'h-9'} ${chosen ? 'print:font-bold print:underline' : 'print:font-normal'}`}
                    >
                      {day.day}
                    </ToggleCell>
                  ) : (
                    !small && (
                      // The neighbour months' days are for the eye; a screen reader hears an empty cell.
                      <span
                        aria-hidden="true"
                        className="flex h-9 items-center justify-center text-gray-500 tabular-nums print:opacity-50 dark:text-gray-400"
                      >
                        {day.day}
                      </span>
                    )
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
