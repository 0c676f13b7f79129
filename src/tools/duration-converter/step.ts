import { defineStep } from '../../kit/tool-step';
import { defineOptions } from '../../lib/options-schema';
import { loadTemporal } from '../../lib/time/temporal';
import { BARE_UNITS, convertDuration } from './core';

/**
 * The converter as a recipe step: a duration in (P1DT2H, 1h 30m, 90 minutes, 1:30:00), one of the screen's
 * written forms out. Months and years count as Gregorian averages (the screen's default): a recipe has no
 * "today" to count a calendar from.
 */
export default defineStep(
  defineOptions({
    form: {
      kind: 'choice',
      label: 'Output',
      default: 'isoBalanced',
      choices: [
        { value: 'isoBalanced', label: 'ISO 8601, balanced (P1DT2H30M)' },
        { value: 'isoAsEntered', label: 'ISO 8601, as entered' },
        { value: 'humanBalanced', label: 'In words, balanced' },
        { value: 'breakdown', label: 'Days and smaller units (1 d 2 h 30 min)' },
      ],
    },
    bareUnit: {
      kind: 'choice',
      label: 'A bare number is in',
      default: 'milliseconds',
      choices: BARE_UNITS.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) })),
    },
  }),
  async (input, { form, bareUnit }) => {
    await loadTemporal();
    const result = convertDuration(input, { bareUnit, basis: 'average', start: '', nowNs: 0n, zone: 'UTC' });
    return result[form];
  },
);
