import { Sparkles } from 'lucide-react';
import { useRef, useState } from 'react';
import {
  ActionBar,
  Button,
  ClearButton,
  CopyButton,
  ErrorAlert,
  LoadSampleButton,
  OpenInMenu,
  Statistics,
  TextField,
  useToolState,
} from '../../kit';
import { OptionsForm } from '../../kit/OptionsForm';
import { declareState, type OptionsOf } from '../../lib/options-schema';
import { entropyRating, generatePassphrase, generatePassword, loadWords, SAMPLE_RECIPE, type Generated } from './core';
import { OPTIONS } from './options';

/**
 * The recipe is kept across reloads and in share links; the password made from it (`output`) is a secret field:
 * never written to storage, a share link or history.
 */
const { defaults, rules } = declareState(
  OPTIONS,
  { output: '' },
  { secret: ['output'], names: { output: 'generated password' } },
);

type Recipe = OptionsOf<typeof OPTIONS>;

const PASSWORD_OPTIONS = ['length', 'lower', 'upper', 'digits', 'symbols', 'excludeLookAlikes', 'eachSet'] as const;
const PASSPHRASE_OPTIONS = ['words', 'separator', 'capitalise'] as const;

async function make(recipe: Recipe): Promise<Generated> {
  if (recipe.mode === 'passphrase') return generatePassphrase(recipe, await loadWords());
  return generatePassword(recipe);
}

/**
 * A hand-drawn (custom) screen: the tool takes no input text, which the transform, converter and validator
 * templates are built around, and its one output is a secret the generator template (a CSS preview and code to
 * share) would show and keep. The kit's parts, inside the shared frame.
 */
export default function PasswordGeneratorView() {
  const [state, update, reset] = useToolState(defaults, rules);
  const [made, setMade] = useState<Generated | null>(null);
  const [error, setError] = useState('');
  const run = useRef(0);
  const recipe: Recipe = state;

  const generate = async (from: Recipe) => {
    const current = (run.current += 1);
    let result: Awaited<ReturnType<typeof make>> | null = null;
    try {
      result = await make(from);
    } catch (thrown) {
      if (current !== run.current) return;
      setMade(null);
      setError(thrown instanceof Error ? thrown.message : String(thrown));
      return;
    }
    if (current !== run.current) return;
    setError('');
    setMade(result);
    update({ output: result.value });
  };

  // The figures describe the generated value only while it is unchanged.
  const shown = made && made.value === state.output ? made : null;
  const mode = state.mode === 'passphrase' ? 'passphrase' : 'password';

  return (
    <>
      <ActionBar>
        <LoadSampleButton
          onClick={() => {
            update(SAMPLE_RECIPE);
            void generate({ ...recipe, ...SAMPLE_RECIPE });
          }}
        />
        <ClearButton
          onClick={() => {
            run.current += 1;
            reset();
            setMade(null);
            setError('');
          }}
        />
      </ActionBar>

      <OptionsForm schema={OPTIONS} values={state} onChange={update} legend="Kind" only={['mode']} />
      <OptionsForm
        schema={OPTIONS}
        values={state}
        onChange={update}
        legend={state.mode === 'passphrase' ? 'Passphrase' : 'Characters'}
        only={state.mode === 'passphrase' ? PASSPHRASE_OPTIONS : PASSWORD_OPTIONS}
      />
      <ActionBar label="Generate">
        <Button
          variant="primary"
          icon={<Sparkles className="h-4 w-4" aria-hidden="true" />}
          onClick={() => void generate(recipe)}
        >
          Generate
        </Button>
      </ActionBar>

      {error !== '' && <ErrorAlert title="Cannot Generate">{error}</ErrorAlert>}

      <TextField
        label={state.mode === 'passphrase' ? 'Generated passphrase' : 'Generated password'}
        value={state.output}
        onChange={(output) => update({ output })}
        placeholder="Press Generate"
        hint="Made in this page from crypto.getRandomValues; never stored, shared in a link or sent anywhere."
        monospace
        stacked
        secret
      />
      {state.output !== '' && (
        <ActionBar label="Use it">
          <CopyButton text={state.output} ariaLabel={`Copy the ${mode}`} successMessage="Copied">
            Copy
          </CopyButton>
          <OpenInMenu text={state.output} label={`the ${mode}`} kind="password" />
        </ActionBar>
      )}
      {shown && (
        <Statistics
          announce
          label={`Strength of the ${mode}`}
          items={[
            { label: 'Entropy', value: `${shown.entropyBits.toFixed(1)} bits (${entropyRating(shown.entropyBits)})` },
            { label: 'Made of', value: shown.recipe },
            { label: 'Length', value: `${[...shown.value].length} characters` },
          ]}
        />
      )}
    </>
  );
}
