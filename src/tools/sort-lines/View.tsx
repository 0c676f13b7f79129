import { LocaleField } from '../../kit/LocaleField';
import { LiveTransformScreen } from '../../kit/LiveTransformScreen';
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

export default function SortLinesView() {
  return (
    <LiveTransformScreen
      options={OPTIONS}
      optionsLegend="Sort options"
      optionsShown={['order', 'caseInsensitive', 'unique']}
      extraOptions={({ state, update }) => (
        <LocaleField value={state.locale} onChange={(locale) => update({ locale })} />
      )}
      tasks={tasks}
      worker={() => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'sort-lines' })}
      task="sortLines"
      args={(state) => [state.input, sortOptions(state)]}
      sample={SAMPLE_TEXT}
      busyNote="Sorting…"
      input={{
        title: 'Lines',
        placeholder: 'Paste lines to sort, one item per line...',
        acceptFiles: '.txt,.csv,.log,.md,text/plain',
      }}
      output={{ title: 'Sorted Lines', label: 'sorted lines', fileName: 'sorted-lines.txt' }}
      errorTitle="Cannot sort these lines"
      wrap={false}
      statistics={(result) => ({
        Lines: result.outputLines,
        'Duplicates removed': result.duplicatesRemoved,
        'Alphabet rules': alphabetName(result.locale),
      })}
    />
  );
}
