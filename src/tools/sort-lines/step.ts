import { defineStep } from '../../kit/tool-step';
import { usableLocale } from '../../lib/locale';
import type { OptionsOf } from '../../lib/options-schema';
import { sortLines, type SortOptions } from './core';
import { OPTIONS } from './options';

/** What the sort takes: a locale that is not a language tag sorts by the browser's (the screen points it out). */
export function sortOptions(options: OptionsOf<typeof OPTIONS>): SortOptions {
  const { order, caseInsensitive, unique } = options;
  return { order, caseInsensitive, unique, locale: usableLocale(options.locale) ?? '' };
}

const step = defineStep(OPTIONS, (input, options) => sortLines(input, sortOptions(options)).output);

export default step;
