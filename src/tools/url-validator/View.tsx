import { useToolState } from '../../kit';
import { declareValidatorState, ValidatorScreen } from '../../kit/ValidatorScreen';
import { BROKEN_SAMPLE_INPUT, SAMPLE_INPUT } from './core';
import { OPTIONS } from './options';
import { maskPassword, UrlPanels } from './parts';
import { tasks } from './tasks';

const { defaults, rules } = declareValidatorState(OPTIONS, { showPassword: false });

const NOT_CHECKED = {
  'Whether the host exists': 'a DNS lookup, which would send the host name to a DNS server',
  'Whether the page answers': 'a request to the URL itself',
  'Whether the URL is on a blocklist': 'a query to a reputation service such as Safe Browsing',
};

export default function UrlValidatorView() {
  const tool = useToolState(defaults, rules);
  const [state, update] = tool;
  const options = { base: state.base };
  return (
    <ValidatorScreen
      tool={tool}
      tasks={tasks}
      worker={(name) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name })}
      task="analyseUrl"
      args={[state.input, options]}
      item="URL"
      field={{ label: 'URL', placeholder: 'https://example.com/path?query=value#fragment' }}
      errorTitle="Cannot Check This URL"
      markIn={(result) => (state.showPassword ? state.input : maskPassword(state.input, result))}
      details={(result, stale) => (
        <UrlPanels
          result={result}
          showPassword={state.showPassword}
          onShowPassword={(showPassword) => update({ showPassword })}
          stale={stale}
        />
      )}
      sample={{ input: SAMPLE_INPUT, base: '' }}
      broken={{ input: BROKEN_SAMPLE_INPUT, base: '' }}
      batch={{
        items: 'URLs',
        placeholder: 'One URL a line:\nhttps://example.com/\nhttp://user:pass@192.0.2.1/',
        fileName: 'url-verdicts.csv',
        detailsHeader: 'Scheme and host',
        toolOptions: [options],
      }}
      options={{ schema: OPTIONS }}
      notChecked={NOT_CHECKED}
    />
  );
}
