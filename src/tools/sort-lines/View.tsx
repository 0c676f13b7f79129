import { LocaleField } from '../../kit/LocaleField';
import { LiveTransformScreen } from '../../kit/LiveTransformScreen';
import { formatCount } from '../../lib/format';
import { resolvedLocale } from '../../lib/locale';
import { SAMPLE_TEXT } from './core';
import { OPTIONS } from './options';
import { sortOptions } from './step';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'sort-lines' }),
};

let languageNames: Intl.DisplayNames | undefined;

/** "Swedish (sv)": the alphabet the lines were sorted by, in the browser's language. */
function alphabetName(locale: string): string {
  languageNames ??= new Intl.DisplayNames([resolvedLocale(undefined)], { type: 'language' });
  return `${languageNames.of(locale) ?? locale} (${locale})`;
}

export default function SortLinesView() {
  return (
    <LiveTransformScreen
      options={OPTIONS}
      optionsLegend="Sort options"
      optionsShown={['order', 'caseInsensitive', 'unique']}
      extraOptions={({ state, update }) => (
        <LocaleField value={state.locale} onChange={(locale) => update({ locale })} />
      )}
      source={source}
      task="sortLines"
      args={(state) => [state.input, sortOptions(state)]}
      sample={SAMPLE_TEXT}
      busyNote="Sorting…"
      input={{
        title: 'Lines',
        placeholder: 'Paste lines to sort, one item per line...',
        acceptFiles: '.txt,.csv,.log,.md,text/plain',
      }}
      output={{
        title: 'Sorted Lines',
        placeholder: 'The sorted lines will appear here...',
        label: 'sorted lines',
        fileName: 'sorted-lines.txt',
      }}
      errorTitle="Cannot sort these lines"
      wrap={false}
      statistics={(result) => [
        { label: 'Lines', value: formatCount(result.outputLines) },
        { label: 'Duplicates removed', value: formatCount(result.duplicatesRemoved) },
        { label: 'Alphabet rules', value: alphabetName(result.locale) },
      ]}
    />
  );
}
