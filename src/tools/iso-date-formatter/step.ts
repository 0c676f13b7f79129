import { defineStep } from '../../kit/tool-step';
import { defineOptions } from '../../lib/options-schema';
import { ToolError } from '../../lib/tool-error';
import { loadTemporal } from '../../lib/time/temporal';
import { knownZone } from '../../lib/time/zones';
import { formatPattern, readDate } from './core';

/**
 * The formatter as a recipe step: one date in (ISO 8601, RFC 2822, Unix time… as the screen reads it), the
 * date written by the screen's pattern out, in the zone the screen's forms are in.
 */
export default defineStep(
  defineOptions({
    pattern: {
      kind: 'text',
      label: 'Pattern',
      default: 'yyyy-MM-dd HH:mm:ss',
      maxLength: 500,
      monospace: true,
      hint: 'Unicode date tokens, as on the screen: yyyy MM dd HH mm ss, XXX for the offset.',
    },
    zone: {
      kind: 'text',
      label: 'Time zone',
      default: '',
      maxLength: 100,
      placeholder: 'UTC',
      hint: 'The zone a date without an offset is read in (Europe/Paris); empty for UTC. A date with an offset or a zone keeps its own.',
    },
  }),
  async (input, { pattern, zone }) => {
    await loadTemporal();
    const wanted = zone.trim();
    const id = wanted === '' ? 'UTC' : knownZone(wanted);
    const text = input.trim();
    if (text === '') throw new ToolError('Enter a date, such as 2024-03-10T14:30:00Z.');
    if (/[\r\n]/.test(text)) throw new ToolError('One date here, please: the first line break ends it.');
    const reading = readDate(text, id);
    return formatPattern(reading.epochNs, reading.zone, pattern);
  },
);
