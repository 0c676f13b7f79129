/** The parts the date and time tools share: their screen and clock, zone field and result rows. */
export { binder, DateField, DateScreen, ModeTabs, useClock, useZone, ZoneField } from './DateScreen';
export type { Bind, DateBodyProps, DateClock, ModeTab } from './DateScreen';
export { formatNumber, plural } from './format';
export {
  CautionNotes,
  copyRow,
  gapNote,
  localTimeTitle,
  monoRow,
  Outcome,
  readOneLine,
  readUnlessBlank,
  ResultPanel,
} from './results';
