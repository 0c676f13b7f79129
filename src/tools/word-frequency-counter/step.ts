import { defineStep } from '../../kit/tool-step';
import { csvText } from '../../lib/csv';
import { countWordFrequencies } from './core';
import { OPTIONS } from './options';

/** The counter as a recipe step: the table the screen shows, as the CSV its Copy and Open in… give. */
export default defineStep(OPTIONS, (input, options) => {
  const { rows } = countWordFrequencies(input, options);
  return csvText([
    ['Word', 'Count', 'Share (%)'],
    ...rows.map(({ word, count, share }) => [word, String(count), share]),
  ]);
});
