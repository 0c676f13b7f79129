import { LocaleField } from '../../kit/LocaleField';
import { liveTransformScreen } from '../../kit/LiveTransformScreen';
import { resolvedLocale } from '../../lib/locale';
import { SAMPLE_TEXT } from './core';
import { OPTIONS } from './options';
import { sortOptions } from './step';
import { tasks } from './tasks';

let languageNames: Intl.DisplayNames | undefined;

/** "Swedish (sv)": the alphabet the lines were sorted by, in the browser's language. */
function alphabetName(locale: string): string {
  languageNames ??= new Intl.DisplayNames([resolvedLocale(undefined)], { type: 'language' });
  return `${languageNames.of(locale) ?? locale} (${locale})`;
}

export default liveTransformScreen(
  {
    options: OPTIONS,
    optionsLegend: 'Sort options',
    optionsShown: ['order', 'caseInsensitive', 'unique'],
    extraOptions: ({ state, update }) => <LocaleField value={state.locale} onChange={(locale) => update({ locale })} />,
    tasks,
    args: (state) => [state.input, sortOptions(state)],
    sample: SAMPLE_TEXT,
    busyNote: 'Sorting…',
    input: {
      title: 'Lines',
      placeholder: 'Paste lines to sort, one item per line...',
      acceptFiles: '.txt,.csv,.log,.md,text/plain',
    },
    output: { title: 'Sorted Lines', label: 'sorted lines', fileName: 'sorted-lines.txt' },
    errorTitle: 'Cannot sort these lines',
    wrap: false,
    statistics: (result) => ({
      Lines: result.outputLines,
      'Duplicates removed': result.duplicatesRemoved,
      'Alphabet rules': alphabetName(result.locale),
    }),
  },
  (name) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name }),
);
