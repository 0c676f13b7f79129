/** The parts the date and time tools share: their screen and clock, zone field and result rows. */
export { binder, Column, DateField, DateScreen, ModeTabs, useClock, useLocale, useZone, ZoneField } from './DateScreen';
export type { Bind, DateBodyProps, DateClock, ModeTab, TextKey } from './DateScreen';
export { ClockButton, type ClockAction } from './ClockButton';
export { checkInput, choiceInput, DateInputs, LOCALE_INPUT, selectInput, textInput, zoneInput } from './DateInputs';
export type { DateInput } from './DateInputs';
// The cron builder writes its run times as the date screens do.
export { zonedFormat } from '../../lib/time/format';
export { instantOf } from '../../lib/time/local-instant';
export {
  CautionNotes,
  copyRow,
  monoRow,
  Outcome,
  QuietNote,
  readOneLine,
  readUnlessBlank,
  ResultPanel,
  rowItem,
} from './results';
