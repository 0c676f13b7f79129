import { useMemo, useState } from 'react';
import { RefreshCw } from 'lucide-react';
import {
  ActionBar,
  attempt,
  Button,
  ClearButton,
  EditorPane,
  ErrorAlert,
  LoadSampleButton,
  OutputActions,
  Statistics,
  TextField,
  useToolState,
} from '../../kit';
import { OptionsForm } from '../../kit/OptionsForm';
import { declareState } from '../../lib/options-schema';
import { formatCount } from '../../lib/format';
import { generateLorem, newSeed, SAMPLE_INPUT } from './core';
import { OPTIONS } from './options';

/** The state: the seed (the same seed and options give the same text, in a link or after a reload) and the options. */
const DECLARED = declareState(OPTIONS, { seed: 'lorem' }, { bounds: { seed: { maxLength: 200 } } });

/**
 * A screen of its own (custom family): the tool makes text from options and a seed, with no input to transform,
 * so the transform and converter templates (an input pane first) do not fit, and the generator template draws
 * CSS with a preview. It is the kit's parts in the shared frame: the action row with Regenerate, the seed and
 * the options form from options.ts, then the output pane with Copy and Download, and the statistics.
 */
export default function LoremIpsumGeneratorView() {
  const [state, update, reset] = useToolState(DECLARED.defaults, DECLARED.rules);
  const [announced, setAnnounced] = useState(0);
  const { seed } = state;
  const { unit, count, classic, format } = state;
  const result = useMemo(
    () => attempt(() => generateLorem(seed, { unit, count, classic, format })),
    [seed, unit, count, classic, format],
  );
  const generated = result.value;
  const output = generated ? generated.output : '';
  const html = state.format === 'html';

  return (
    <>
      <ActionBar>
        <Button
          variant="primary"
          icon={<RefreshCw className="h-4 w-4" aria-hidden="true" />}
          onClick={() => {
            update({ seed: newSeed() });
            setAnnounced((count) => count + 1);
          }}
        >
          Regenerate
        </Button>
        <LoadSampleButton
          onClick={() => update({ seed: SAMPLE_INPUT, unit: 'paragraphs', count: 2, classic: false, format: 'html' })}
        />
        <ClearButton onClick={reset} />
      </ActionBar>
      <OptionsForm schema={OPTIONS} values={state} onChange={update} legend="What to generate" />
      <TextField
        label="Seed"
        value={seed}
        onChange={(value) => update({ seed: value })}
        hint="The same seed and options give the same text, here, in a share link and after a reload."
        monospace
      />
      {generated ? (
        <>
          <EditorPane
            paneId="output"
            title="Lorem Ipsum"
            value={output}
            readOnly
            wrap
            height={320}
            actions={
              <OutputActions
                text={output}
                label="lorem ipsum"
                fileName={html ? 'lorem-ipsum.html' : 'lorem-ipsum.txt'}
                mimeType={html ? 'text/html' : 'text/plain'}
              />
            }
          />
          <Statistics
            announce={announced > 0}
            items={[
              { label: 'Words', value: formatCount(generated.words) },
              { label: 'Sentences', value: formatCount(generated.sentences) },
              { label: 'Characters', value: formatCount(output.length) },
            ]}
          />
        </>
      ) : (
        <ErrorAlert title="Cannot generate the text">{result.error ?? ''}</ErrorAlert>
      )}
    </>
  );
}
