import { CalendarDays, ChevronLeft, ChevronRight, Printer } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import {
  ActionBar,
  Button,
  CheckboxField,
  ChoiceGroup,
  ClearButton,
  CopyButton,
  DownloadButton,
  ErrorAlert,
  LoadSampleButton,
  LocaleField,
  OptionsBox,
  Panel,
  Tabs,
  TextField,
  useNow,
  useToolState,
  type Choice,
  type StateUpdate,
  attempt,
} from '../../kit';
import { TemporalReady } from '../../kit/TemporalReady';
import { usableLocale } from '../../lib/locale';
import {
  buildCalendar,
  calendarFileName,
  calendarNames,
  localeWeekStart,
  MONDAY,
  monthInputFor,
  parseCalendarInput,
  SAMPLE_INPUT,
  SATURDAY,
  stepInput,
  SUNDAY,
  todayIn,
  toggleDate,
  type CalendarDay,
  type CalendarDocument,
  type CalendarNames,
  type CalendarView,
  type Weekday,
} from './core';
import { calendarHtmlTables, calendarMarkdown, calendarText, printableHtml } from './exports';
import { browserZone } from '../../lib/time/zones';

type WeekStartChoice = 'locale' | 'monday' | 'sunday' | 'saturday';
type ExportFormat = 'print' | 'html' | 'markdown' | 'text';

const WEEK_STARTS: readonly WeekStartChoice[] = ['locale', 'monday', 'sunday', 'saturday'];
const EXPORT_FORMATS: readonly ExportFormat[] = ['print', 'html', 'markdown', 'text'];
const WEEKDAY_OF_CHOICE: Record<Exclude<WeekStartChoice, 'locale'>, Weekday> = {
  monday: MONDAY,
  sunday: SUNDAY,
  saturday: SATURDAY,
};
const ENGLISH_WEEKDAYS = ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

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
type Update = StateUpdate<State>;

export default function CalendarGeneratorView() {
  const [state, update, reset] = useToolState(DEFAULTS, RULES);
  return (
    <>
      <ActionBar>
        <LoadSampleButton onClick={() => update({ input: SAMPLE_INPUT })} />
        <ClearButton onClick={reset} />
      </ActionBar>
      <TemporalReady>
        <CalendarScreen state={state} update={update} />
      </TemporalReady>
    </>
  );
}

function CalendarScreen({ state, update }: { state: State; update: Update }) {
  const zone = useMemo(browserZone, []);
  // Only the date matters, so a check each minute notices midnight soon enough.
  const today = todayIn(useNow(60_000), zone);

  // What is not a language tag is pointed out by the locale field; the calendar meanwhile uses the browser's.
  const locale = useMemo(() => usableLocale(state.locale), [state.locale]);
  const localeStart = localeWeekStart(locale);
  const weekStart = state.weekStart === 'locale' ? localeStart : WEEKDAY_OF_CHOICE[state.weekStart];

  // Cheap enough to do as the user types; the calendar always belongs to the input, and goes with it.
  const outcome = useMemo(() => {
    if (state.input.trim() === '') return null;
    return attempt(() => {
      const view = parseCalendarInput(state.input, locale);
      const names = calendarNames(locale);
      const calendar = buildCalendar(view, names, { weekStart, chosen: state.chosen, weekNumbers: state.weekNumbers });
      return { view, names, calendar };
    });
  }, [state.input, locale, weekStart, state.chosen, state.weekNumbers]);

  const shown = outcome?.value?.view;
  const step = (direction: -1 | 1) => {
    const from: CalendarView = shown ?? {
      kind: 'month',
      year: Number(today.slice(0, 4)),
      month: Number(today.slice(5, 7)),
    };
    update({ input: stepInput(from, direction, shown ? state.input : monthInputFor(today)) });
  };
  const unit = shown?.kind === 'year' ? 'year' : 'month';
  const cannotStep = outcome !== null && outcome.value === undefined;

  const weekStartChoices: Choice<WeekStartChoice>[] = [
    { value: 'locale', label: `Locale’s (${ENGLISH_WEEKDAYS[localeStart]})` },
    { value: 'monday', label: 'Monday' },
    { value: 'sunday', label: 'Sunday' },
    { value: 'saturday', label: 'Saturday' },
  ];

  return (
    <>
      <OptionsBox legend="Month or year">
        <TextField
          label="Month or year"
          value={state.input}
          onChange={(input) => update({ input })}
          placeholder="e.g. November 2026"
          hint="2026-11, November 2026 or Nov 2026 for a month; 2026 for the whole year."
        />
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            disabled={cannotStep}
            aria-label={`Previous ${unit}`}
            icon={<ChevronLeft aria-hidden="true" className="h-4 w-4" />}
            onClick={() => step(-1)}
          >
            Previous
          </Button>
          <Button size="sm" onClick={() => update({ input: monthInputFor(today) })}>
            This month
          </Button>
          <Button
            size="sm"
            disabled={cannotStep}
            aria-label={`Next ${unit}`}
            icon={<ChevronRight aria-hidden="true" className="h-4 w-4" />}
            onClick={() => step(1)}
          >
            Next
          </Button>
        </div>
      </OptionsBox>
      <OptionsBox legend="Options">
        <ChoiceGroup
          legend="Week starts on"
          inline
          choices={weekStartChoices}
          value={state.weekStart}
          onChange={(value) => update({ weekStart: value })}
        />
        <CheckboxField
          label="ISO week numbers"
          checked={state.weekNumbers}
          onChange={(weekNumbers) => update({ weekNumbers })}
        />
        <LocaleField value={state.locale} onChange={(value) => update({ locale: value })} />
      </OptionsBox>
      {outcome === null && (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          Type a month or a year above, or press This month, to see its calendar.
        </p>
      )}
      {outcome?.error !== undefined && <ErrorAlert title="Not a month or a year">{outcome.error}</ErrorAlert>}
      {outcome?.value && (
        <>
          <CalendarPanel
            calendar={outcome.value.calendar}
            names={outcome.value.names}
            today={today}
            onToggle={(date) => update((current) => ({ chosen: toggleDate(current.chosen, date) }))}
            onClearChosen={() => update({ chosen: [] })}
          />
          <Exports
            calendar={outcome.value.calendar}
            fileName={calendarFileName(outcome.value.view)}
            format={state.exportFormat}
            onFormat={(exportFormat) => update({ exportFormat })}
          />
        </>
      )}
    </>
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
          <Button size="sm" icon={<Printer aria-hidden="true" className="h-4 w-4" />} onClick={() => window.print()}>
            Print
          </Button>
        </>
      }
    >
      <p className="text-sm text-gray-700 dark:text-gray-300">
        Click a day to choose it (or press it again to take it back); chosen days are marked in the print and every
        export. Today is ringed.
      </p>
      <div data-print-only lang={calendar.lang}>
        <p className="mb-4 hidden text-center text-3xl font-bold print:block">{calendar.title}</p>
        {calendar.kind === 'month' ? (
          <MonthTable month={calendar.months[0]!} calendar={calendar} names={names} today={today} onToggle={onToggle} />
        ) : (
          <div className="grid grid-cols-[repeat(auto-fill,minmax(14rem,1fr))] items-start gap-4 print:grid-cols-3 print:gap-6">
            {calendar.months.map((month) => (
              <MonthTable
                key={month.grid.month}
                month={month}
                calendar={calendar}
                names={names}
                today={today}
                onToggle={onToggle}
                small
              />
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
  const cellText = small ? 'text-xs' : 'text-sm';
  return (
    <table className={`w-full table-fixed border-collapse text-center break-inside-avoid ${cellText}`}>
      <caption className={small ? 'pb-1 text-left font-semibold' : 'sr-only'}>{month.title}</caption>
      <thead>
        <tr>
          {calendar.weekNumbers && (
            <th
              scope="col"
              abbr="ISO week"
              className={`py-1 font-normal text-gray-600 dark:text-gray-300 ${small ? 'w-7' : 'w-10 print:w-12'}`}
            >
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
              <th scope="row" className="font-normal text-gray-600 tabular-nums dark:text-gray-300">
                {week.isoWeek}
              </th>
            )}
            {week.days.map((day) => (
              <td
                key={day.date}
                className={`p-0.5 ${small ? '' : 'print:h-20 print:border print:border-gray-400 print:align-top'}`}
              >
                {day.inMonth ? (
                  <DayButton
                    day={day}
                    label={names.fullDate(day.year, day.month, day.day)}
                    chosen={calendar.chosen.has(day.date)}
                    today={day.date === today}
                    small={small}
                    onToggle={onToggle}
                  />
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
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface DayButtonProps {
  day: CalendarDay;
  label: string;
  chosen: boolean;
  today: boolean;
  small: boolean;
  onToggle: (date: string) => void;
}

function DayButton({ day, label, chosen, today, small, onToggle }: DayButtonProps) {
  const size = small ? 'h-7' : 'h-9';
  const tone = chosen
    ? 'bg-blue-600 text-white hover:bg-blue-700 print:font-bold print:underline'
    : 'hover:bg-gray-100 dark:hover:bg-gray-800';
  // Today matters on screen only: a printed calendar outlives the day.
  const ring = today
    ? `font-bold ring-2 ring-blue-600 ring-inset dark:ring-blue-400 ${chosen ? '' : 'print:font-normal'}`
    : '';
  return (
    <button
      type="button"
      aria-pressed={chosen}
      aria-current={today ? 'date' : undefined}
      aria-label={today ? `${label}, today` : label}
      onClick={() => onToggle(day.date)}
      className={`w-full rounded tabular-nums ${size} ${tone} ${ring}`}
    >
      {day.day}
    </button>
  );
}

interface ExportsProps {
  calendar: CalendarDocument;
  fileName: string;
  format: ExportFormat;
  onFormat: (format: ExportFormat) => void;
}

function Exports({ calendar, fileName, format, onFormat }: ExportsProps) {
  const texts = useMemo(
    () => ({
      page: printableHtml(calendar),
      html: calendarHtmlTables(calendar),
      markdown: calendarMarkdown(calendar),
      text: calendarText(calendar),
    }),
    [calendar],
  );
  return (
    <Panel title="Export" label="Export">
      <Tabs
        label="Export format"
        selected={format}
        onSelect={(id) => onFormat(id as ExportFormat)}
        tabs={[
          {
            id: 'print',
            label: 'Print',
            content: (
              <ExportPane
                text={texts.page}
                label="print-ready HTML page"
                fileName={`${fileName}.html`}
                mimeType="text/html"
                note="A page of its own, styled to print the calendar on one sheet. The Print button prints the calendar above without the rest of this page."
                extra={
                  <Button
                    size="sm"
                    icon={<Printer aria-hidden="true" className="h-4 w-4" />}
                    onClick={() => window.print()}
                  >
                    Print the calendar
                  </Button>
                }
              />
            ),
          },
          {
            id: 'html',
            label: 'HTML table',
            content: (
              <ExportPane
                text={texts.html}
                label="HTML table"
                fileName={`${fileName}-table.html`}
                mimeType="text/html"
                note="Plain tables to paste into a page: neighbour months’ days have the class other-month, chosen days chosen."
              />
            ),
          },
          {
            id: 'markdown',
            label: 'Markdown',
            content: (
              <ExportPane
                text={texts.markdown}
                label="Markdown"
                fileName={`${fileName}.md`}
                mimeType="text/markdown"
                note="Tables for a README or a wiki; chosen days in bold."
              />
            ),
          },
          {
            id: 'text',
            label: 'Plain text',
            content: (
              <ExportPane
                text={texts.text}
                label="plain text"
                fileName={`${fileName}.txt`}
                mimeType="text/plain"
                note="A grid for a monospace font, as cal prints it; chosen days in [brackets]."
              />
            ),
          },
        ]}
      />
    </Panel>
  );
}

interface ExportPaneProps {
  text: string;
  label: string;
  fileName: string;
  mimeType: string;
  note: string;
  extra?: ReactNode;
}

/** One export: what it is, its text (scrolling in its own box, never wrapped, so grids stay grids), Copy and Download. */
function ExportPane({ text, label, fileName, mimeType, note, extra }: ExportPaneProps) {
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <p className="text-sm text-gray-700 dark:text-gray-300">{note}</p>
      <div className="flex flex-wrap gap-2">
        {extra}
        <CopyButton text={text} ariaLabel={`Copy ${label}`} successMessage={`Copied the ${label}`} />
        <DownloadButton content={text} fileName={fileName} mimeType={mimeType} ariaLabel={`Download ${label}`} />
      </div>
      <pre
        tabIndex={0}
        aria-label={`${label} export`}
        className="max-h-80 overflow-auto rounded bg-black/5 p-2 font-mono text-xs whitespace-pre dark:bg-white/5"
      >
        {text}
      </pre>
    </div>
  );
}
