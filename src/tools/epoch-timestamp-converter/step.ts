import { defineStep } from '../../kit/tool-step';
import { defineOptions } from '../../lib/options-schema';
import { ToolError } from '../../lib/tool-error';
import { loadTemporal } from '../../lib/time/temporal';
import { knownZone } from '../../lib/time/zones';
import { convertBatch, EPOCH_UNITS, KIND_LABELS, type UnitChoice } from './core';

const UNITS: readonly UnitChoice[] = ['auto', ...EPOCH_UNITS, 'filetime', 'cocoa', 'excel'];

/**
 * The converter's batch as a recipe step: timestamps one a line in, each as an ISO 8601 date-time out, one a
 * line (in UTC, or in the zone chosen). A line that is not a timestamp stops the step with its message and
 * line, as the batch table's row says it.
 */
export default defineStep(
  defineOptions({
    unit: {
      kind: 'choice',
      label: 'Unit',
      default: 'auto',
      choices: UNITS.map((value) => ({
        value,
        label: value === 'auto' ? 'Detect from its size' : KIND_LABELS[value],
      })),
    },
    zone: {
      kind: 'text',
      label: 'Time zone',
      default: '',
      maxLength: 100,
      placeholder: 'UTC',
      hint: 'An IANA zone (Europe/Paris) or an offset; empty for UTC, written with Z.',
    },
  }),
  async (input, { unit, zone }) => {
    await loadTemporal();
    const wanted = zone.trim();
    const id = wanted === '' ? 'UTC' : knownZone(wanted);
    const rows = convertBatch(input, unit, id);
    const failed = rows.find((row) => row.error !== '');
    if (failed)
      throw new ToolError(`Line ${failed.line}: ${failed.error}`, {
        line: failed.line,
        column: 1,
        offset: lineOffset(input, failed.line),
      });
    return rows.map((row) => (wanted === '' ? row.isoUtc : row.inZone)).join('\n');
  },
);

/** Where line `line` (1-based) starts in `text`. */
function lineOffset(text: string, line: number): number {
  let offset = 0;
  for (let at = 1; at < line; at += 1) {
    const next = text.slice(offset).search(/\r\n?|\n/);
    if (next === -1) return offset;
    offset += next + (text.startsWith('\r\n', offset + next) ? 2 : 1);
  }
  return offset;
}
