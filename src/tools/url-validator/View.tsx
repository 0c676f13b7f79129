import { useToolState } from '../../kit';
import { declareValidatorState, ValidatorScreen } from '../../kit/ValidatorScreen';
import { BROKEN_SAMPLE_INPUT, SAMPLE_INPUT } from './core';
import { OPTIONS } from './options';
import { maskPassword, UrlPanels } from './parts';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'url-validator' }),
};

const { defaults, rules } = declareValidatorState(OPTIONS, { showPassword: false });

const NOT_CHECKED = [
  { check: 'Whether the host exists', why: 'a DNS lookup, which would send the host name to a DNS server' },
  { check: 'Whether the page answers', why: 'a request to the URL itself' },
  { check: 'Whether the URL is on a blocklist', why: 'a query to a reputation service such as Safe Browsing' },
];

export default function UrlValidatorView() {
  const tool = useToolState(defaults, rules);
  const [state, update] = tool;
  const options = { base: state.base };
  return (
    <ValidatorScreen
      tool={tool}
      source={source}
      task="analyseUrl"
      args={[state.input, options]}
      item="URL"
      field={{ label: 'URL', placeholder: 'https://example.com/path?query=value#fragment' }}
      errorTitle="Cannot Check This URL"
      verdict={(result) => ({
        check: result.check,
        value: state.showPassword ? state.input : maskPassword(state.input, result),
      })}
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
