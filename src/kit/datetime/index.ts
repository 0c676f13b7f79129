/** The parts the date and time tools share: their screen and clock, zone field and result rows. */
export { binder, Column, DateField, DateScreen, ModeTabs, useClock, useLocale, useZone, ZoneField } from './DateScreen';
export type { Bind, DateBodyProps, DateClock, ModeTab, TextKey } from './DateScreen';
export { ClockButton, type ClockAction } from './ClockButton';
export { checkInput, choiceInput, DateInputs, LOCALE_INPUT, selectInput, textInput, zoneInput } from './DateInputs';
export type { DateInput } from './DateInputs';
export { formatNumber, plural, zonedFormat } from './format';
export { instantOf } from './local-instant';
export {
  CautionNotes,
  copyRow,
  gapNote,
  localTimeTitle,
  monoRow,
  Outcome,
  QuietNote,
  readOneLine,
  readUnlessBlank,
  ResultPanel,
} from './results';
