import { Laptop } from 'lucide-react';
import { useState } from 'react';
import { Button, ChoiceGroup, useToolState } from '../../kit';
import { declareValidatorState, ValidatorScreen } from '../../kit/ValidatorScreen';
import { SAMPLE_INPUT } from './core';
import { OPTIONS } from './options';
import { AgentFacts, AgentPanels, ClientHintsPanel, readClientHints, type ClientHints } from './parts';
import { tasks } from './tasks';

const { defaults, rules } = declareValidatorState(OPTIONS, {});

const NOT_CHECKED = {
  'Whether a crawler is genuine':
    'a reverse DNS lookup of the client\'s IP address and a forward lookup to confirm it, as Google, Bing, Apple and Yandex document; anyone can send "Googlebot"',
  'Whether the browser version is current or vulnerable': 'a live release and advisory feed',
};

export default function UserAgentValidatorView() {
  const tool = useToolState(defaults, rules);
  const [state, update] = tool;
  const [hints, setHints] = useState<ClientHints | null>(null);
  const logLines = state.lineKind === 'log-line';

  const useMyBrowser = () => {
    update({ input: navigator.userAgent, mode: 'single' });
    void readClientHints().then(setHints);
  };

  return (
    <ValidatorScreen
      tool={tool}
      onClear={() => setHints(null)}
      tasks={tasks}
      worker={(name) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name })}
      task="analyseUserAgent"
      args={[state.input, 'auto']}
      item="User-Agent"
      field={{
        label: 'User-Agent string or access-log line',
        placeholder: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 ...',
        rows: 3,
      }}
      errorTitle="Cannot Read This User-Agent"
      facts={(result) => <AgentFacts result={result} />}
      details={(result, stale) => <AgentPanels result={result} stale={stale} />}
      below={() => hints && <ClientHintsPanel hints={hints} />}
      sample={{ input: SAMPLE_INPUT }}
      extraActions={
        <Button icon={<Laptop className="h-4 w-4" aria-hidden="true" />} onClick={useMyBrowser}>
          Use My Browser
        </Button>
      }
      batch={{
        before: (
          <ChoiceGroup
            legend={OPTIONS.lineKind.label}
            choices={OPTIONS.lineKind.choices}
            value={state.lineKind}
            onChange={(lineKind) => update({ lineKind })}
            inline
          />
        ),
        items: logLines ? 'log lines' : 'User-Agents',
        placeholder: logLines
          ? '203.0.113.9 - - [10/Oct/2024:13:55:36 +0000] "GET / HTTP/1.1" 200 2326 "-" "curl/8.4.0"'
          : 'One User-Agent a line:\ncurl/8.4.0\nMozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
        fileName: 'user-agent-verdicts.csv',
        detailsHeader: 'What it is',
        toolOptions: [logLines],
      }}
      notChecked={NOT_CHECKED}
    />
  );
}
