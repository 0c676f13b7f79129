import { defineOptions } from '../../lib/options-schema';

const NAMED: Readonly<Record<number, string>> = { 2: 'binary', 8: 'octal', 10: 'decimal', 16: 'hex', 36: 'base 36' };
const BASES = Array.from({ length: 35 }, (_, index) => index + 2).map((base) => ({
  value: base,
  label: NAMED[base] ? `${base} (${NAMED[base]})` : String(base),
}));

/** Number Base Converter's options: the screen's controls, its kept state and its recipe step's options. */
export const OPTIONS = defineOptions({
  mode: {
    kind: 'choice',
    label: 'Number kind',
    default: 'integer',
    choices: [
      { value: 'integer', label: 'Integers', hint: 'Any size: BigInt has no limit at 2^53.' },
      { value: 'float32', label: 'IEEE 754 float32 bits', hint: 'A decimal number to its 32 bits, or 0x… bits back.' },
      { value: 'float64', label: 'IEEE 754 float64 bits', hint: 'A decimal number to its 64 bits, or 0x… bits back.' },
    ],
  },
  from: {
    kind: 'choice',
    label: 'From base',
    default: 0,
    choices: [{ value: 0, label: 'Auto (0x hex, 0o octal, 0b binary, else decimal)' }, ...BASES],
  },
  to: { kind: 'choice', label: 'To base', default: 16, choices: BASES },
  width: {
    kind: 'choice',
    label: "Two's complement",
    default: 'none',
    hint: 'At a width, decimal is the signed reading and the other bases write the bit pattern.',
    choices: [
      { value: 'none', label: 'Off (a minus sign)' },
      { value: '8', label: '8 bits' },
      { value: '16', label: '16 bits' },
      { value: '32', label: '32 bits' },
      { value: '64', label: '64 bits' },
      { value: '128', label: '128 bits' },
    ],
  },
  group: { kind: 'switch', label: 'Group digits', default: false },
  uppercase: { kind: 'switch', label: 'Upper-case letters', default: true },
});
