import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Button, useToolState } from '../../kit';
import { declareValidatorState, ValidatorScreen } from '../../kit/ValidatorScreen';
import { SAMPLE_INPUT, SAMPLE_USER_INPUTS, type PasswordPolicy, type Score } from './core';
import { POLICY } from './options';
import { GeneratorLink, PasswordPanels, ScoreMeter } from './parts';
import { workerTasks } from './worker-client';

/**
 * The single check calls the page's one password worker (see worker-client.ts). The
 * batch has a worker of its own, started by the kit, which stops it when a newer list replaces a long run.
 */
const source = { tasks: { analysePassword: workerTasks.analysePassword } };
const batchWorkerSource = {
  tasks: { checkBatch: workerTasks.checkBatch },
  createWorker:
    typeof Worker === 'undefined'
      ? undefined
      : () =>
          new Worker(new URL('./worker.ts', import.meta.url), {
            type: 'module',
            name: 'password-strength-validator batch',
          }),
  // The whole list goes to the worker however short: zxcvbn is never loaded into the page.
  workerThreshold: 0,
};

/** The password and the batch list are secrets: never stored, never in a share link. */
const { defaults, rules } = declareValidatorState(
  POLICY,
  {},
  { secret: ['input', 'list'], names: { input: 'password', list: 'batch list' } },
);

const NOT_CHECKED = {
  'Whether the password appears in a data breach':
    'a breach list (such as Have I Been Pwned) is online, and even a hash prefix of the password would be sent to it',
};

export default function PasswordStrengthValidatorView() {
  const tool = useToolState(defaults, rules);
  const [state] = tool;
  const [show, setShow] = useState(false);
  // Arguments compare by value (useLiveTask), so the policy is simply rebuilt on each render.
  const { minLength, maxRepeat, minScore, requireLower, requireUpper, requireDigit, requireSymbol, userInputs } = state;
  const numbers = { minLength: Number(minLength), maxRepeat: Number(maxRepeat), minScore: Number(minScore) as Score };
  const policy: PasswordPolicy = { requireLower, requireUpper, requireDigit, requireSymbol, userInputs, ...numbers };
  const Shown = show ? EyeOff : Eye;

  return (
    <ValidatorScreen
      tool={tool}
      onClear={() => setShow(false)}
      source={source}
      task="analysePassword"
      args={[state.input, policy]}
      hasValue={state.input !== ''}
      item="password"
      field={{ label: 'Password', placeholder: 'Type or paste a password', secret: true, masked: !show }}
      fieldAside={
        <Button
          icon={<Shown className="h-4 w-4" aria-hidden="true" />}
          aria-pressed={show}
          onClick={() => setShow((shown) => !shown)}
        >
          Show password
        </Button>
      }
      errorTitle="Cannot Check the Password"
      hideValue
      facts={(analysis) => <ScoreMeter score={analysis.score} guessesLog10={analysis.guessesLog10} />}
      details={(analysis, stale) => (
        <PasswordPanels password={state.input} analysis={analysis} show={show} stale={stale} />
      )}
      below={() => <GeneratorLink />}
      sample={{ input: SAMPLE_INPUT, userInputs: SAMPLE_USER_INPUTS }}
      batch={{
        source: batchWorkerSource,
        items: 'passwords',
        placeholder: 'One password a line',
        fileName: 'password-verdicts.csv',
        detailsHeader: 'Score',
        secret: true,
        toolOptions: [policy],
      }}
      options={{ schema: POLICY, legend: 'Policy' }}
      notChecked={NOT_CHECKED}
      secret="Passwords are"
    />
  );
}
