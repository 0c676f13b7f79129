/** The parts the date and time tools share: their screen and clock, zone field and result rows. */
export { binder, DateField, DateScreen, useClock, useZone, ZoneField } from './DateScreen';
export type { Bind, DateBodyProps, DateClock } from './DateScreen';
export {
  CautionNotes,
  copyRow,
  gapNote,
  localTimeTitle,
  monoRow,
  Outcome,
  readUnlessBlank,
  ResultPanel,
} from './results';
