import { CircleCheck, CircleX, Dices, Eye, EyeOff, KeyRound, Timer } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import {
  ActionBar,
  Button,
  CheckboxField,
  ChoiceGroup,
  ClearButton,
  CopyButton,
  KeyValueList,
  LoadSampleButton,
  NoteList,
  OptionsBox,
  Panel,
  RunStatus,
  SelectField,
  TextField,
  useActionTask,
  useLiveTask,
  useToolState,
  type Choice,
} from '../../kit';
import {
  BATCH_CHOICES,
  BATCH_DEFAULTS,
  BatchCheck,
  CheckModes,
  NotCheckedPanel,
  PrivacyNote,
  VerdictPanel,
} from '../../kit/Validation';
import {
  CRACK_SCENARIOS,
  DEFAULT_POLICY,
  SAMPLE_INPUT,
  SAMPLE_USER_INPUTS,
  SCORE_LABELS,
  type PasswordAnalysis,
  type PasswordPolicy,
  type Score,
  type Segment,
} from './core';
import { workerTasks } from './worker-client';

/**
 * The single check and the generator call the page's one password worker (see worker-client.ts). The
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
const generatorSource = {
  tasks: { generatePassword: workerTasks.generatePassword, generatePassphrase: workerTasks.generatePassphrase },
};

const numberChoices = (values: readonly number[], label: (value: number) => string): Choice<string>[] =>
  values.map((value) => ({ value: String(value), label: label(value) }));

const MIN_LENGTHS = numberChoices([1, 6, 8, 10, 12, 14, 16, 20, 24], (value) => `${value}`);
const MAX_REPEATS = numberChoices([0, 2, 3, 4, 5], (value) => (value === 0 ? 'No limit' : `${value}`));
const MIN_SCORES = numberChoices([0, 1, 2, 3, 4], (value) => `${value}: ${SCORE_LABELS[value as Score].toLowerCase()}`);
const GEN_LENGTHS = numberChoices([8, 10, 12, 14, 16, 20, 24, 32, 48, 64], (value) => `${value}`);
const GEN_WORDS = numberChoices([3, 4, 5, 6, 7, 8, 10], (value) => `${value}`);
const SEPARATORS: readonly Choice<string>[] = [
  { value: '-', label: 'Hyphen (-)' },
  { value: ' ', label: 'Space' },
  { value: '.', label: 'Dot (.)' },
  { value: '_', label: 'Underscore (_)' },
  { value: '', label: 'None' },
];
const GEN_KINDS: readonly Choice<'password' | 'passphrase'>[] = [
  { value: 'password', label: 'Random characters' },
  { value: 'passphrase', label: 'Passphrase', hint: 'Words from the EFF large word list (7,776 words).' },
];

/** The password and the batch list are secrets: never stored, never in a share link. */
const DEFAULTS = {
  input: '',
  ...BATCH_DEFAULTS,
  minLength: String(DEFAULT_POLICY.minLength),
  requireLower: DEFAULT_POLICY.requireLower,
  requireUpper: DEFAULT_POLICY.requireUpper,
  requireDigit: DEFAULT_POLICY.requireDigit,
  requireSymbol: DEFAULT_POLICY.requireSymbol,
  maxRepeat: String(DEFAULT_POLICY.maxRepeat),
  minScore: String(DEFAULT_POLICY.minScore),
  userInputs: '',
  genKind: 'password' as 'password' | 'passphrase',
  genLength: '16',
  genLower: true,
  genUpper: true,
  genDigits: true,
  genSymbols: true,
  genNoLookAlikes: false,
  genWords: '5',
  genSeparator: '-',
  genCapitalise: false,
  genNumber: false,
};
const values = (choices: readonly Choice<string>[]) => choices.map((choice) => choice.value);
const RULES = {
  secret: ['input', 'list'] as const,
  names: { input: 'password', list: 'batch list' },
  choices: {
    ...BATCH_CHOICES,
    minLength: values(MIN_LENGTHS),
    maxRepeat: values(MAX_REPEATS),
    minScore: values(MIN_SCORES),
    genKind: ['password', 'passphrase'] as ('password' | 'passphrase')[],
    genLength: values(GEN_LENGTHS),
    genWords: values(GEN_WORDS),
    genSeparator: values(SEPARATORS),
  },
};

const NOT_CHECKED = [
  {
    check: 'Whether the password appears in a data breach',
    why: 'a breach list (such as Have I Been Pwned) is online, and even a hash prefix of the password would be sent to it',
  },
];

export default function PasswordStrengthValidatorView() {
  const [state, update, reset] = useToolState(DEFAULTS, RULES);
  const [show, setShow] = useState(false);
  const policy: PasswordPolicy = useMemo(
    () => ({
      minLength: Number(state.minLength),
      requireLower: state.requireLower,
      requireUpper: state.requireUpper,
      requireDigit: state.requireDigit,
      requireSymbol: state.requireSymbol,
      maxRepeat: Number(state.maxRepeat),
      minScore: Number(state.minScore) as Score,
      userInputs: state.userInputs,
    }),
    [
      state.minLength,
      state.requireLower,
      state.requireUpper,
      state.requireDigit,
      state.requireSymbol,
      state.maxRepeat,
      state.minScore,
      state.userInputs,
    ],
  );
  const run = useLiveTask(source, 'analysePassword', [state.input, policy], {
    enabled: state.mode === 'single' && state.input !== '',
  });
  const analysis = run.result;

  return (
    <>
      <OptionsBox legend="Policy">
        <SelectField
          label="Minimum length"
          options={MIN_LENGTHS}
          value={state.minLength}
          onChange={(minLength) => update({ minLength })}
        />
        <CheckboxField
          label="Require a lower-case letter"
          checked={state.requireLower}
          onChange={(requireLower) => update({ requireLower })}
        />
        <CheckboxField
          label="Require an upper-case letter"
          checked={state.requireUpper}
          onChange={(requireUpper) => update({ requireUpper })}
        />
        <CheckboxField
          label="Require a digit"
          checked={state.requireDigit}
          onChange={(requireDigit) => update({ requireDigit })}
        />
        <CheckboxField
          label="Require a symbol"
          checked={state.requireSymbol}
          onChange={(requireSymbol) => update({ requireSymbol })}
        />
        <SelectField
          label="Most repeats in a row"
          options={MAX_REPEATS}
          value={state.maxRepeat}
          onChange={(maxRepeat) => update({ maxRepeat })}
        />
        <SelectField
          label="Score needed"
          options={MIN_SCORES}
          value={state.minScore}
          onChange={(minScore) => update({ minScore })}
        />
        <TextField
          label="User name or e-mail"
          value={state.userInputs}
          onChange={(userInputs) => update({ userInputs })}
          placeholder="ada, ada@example.com"
          hint="The password must not contain them; zxcvbn also treats them as words an attacker would try."
        />
      </OptionsBox>

      <ActionBar>
        <LoadSampleButton
          onClick={() => update({ input: SAMPLE_INPUT, userInputs: SAMPLE_USER_INPUTS, mode: 'single' })}
        />
        <ClearButton
          onClick={() => {
            setShow(false);
            reset();
          }}
        />
      </ActionBar>

      <CheckModes
        mode={state.mode}
        onMode={(mode) => update({ mode })}
        item="password"
        single={
          <div className="flex flex-col gap-4">
            <div className="flex flex-wrap items-end gap-2">
              <div className="min-w-0 flex-1">
                <TextField
                  label="Password"
                  value={state.input}
                  onChange={(input) => update({ input })}
                  placeholder="Type or paste a password"
                  monospace
                  stacked
                  secret
                  masked={!show}
                />
              </div>
              <Button
                icon={
                  show ? (
                    <EyeOff className="h-4 w-4" aria-hidden="true" />
                  ) : (
                    <Eye className="h-4 w-4" aria-hidden="true" />
                  )
                }
                aria-pressed={show}
                onClick={() => setShow((shown) => !shown)}
              >
                Show password
              </Button>
            </div>
            <RunStatus run={run} errorTitle="Cannot Check the Password" />
            {analysis && (
              <>
                <VerdictPanel value={state.input} check={analysis.check} hideValue stale={run.stale}>
                  <ScoreMeter score={analysis.score} guessesLog10={analysis.guessesLog10} />
                </VerdictPanel>
                <PatternsPanel password={state.input} analysis={analysis} show={show} stale={run.stale} />
                <Panel title="Time to Crack" icon={Timer} stale={run.stale}>
                  <KeyValueList
                    label="Time to crack"
                    items={CRACK_SCENARIOS.map((scenario) => ({
                      key: scenario.id,
                      label: scenario.label,
                      value: `${analysis.crackTimes[scenario.id].display} (${scenario.rate})`,
                    }))}
                  />
                </Panel>
                {(analysis.warning || analysis.suggestions.length > 0) && (
                  <Panel title="Feedback" tone="caution" stale={run.stale}>
                    {analysis.warning && <p className="text-sm font-medium">{analysis.warning}</p>}
                    <NoteList notes={analysis.suggestions.map((text) => ({ key: text, text }))} />
                  </Panel>
                )}
                <PolicyPanel analysis={analysis} stale={run.stale} />
              </>
            )}
            <GeneratorPanel state={state} update={update} onUse={(input) => update({ input, mode: 'single' })} />
          </div>
        }
        batch={
          <BatchCheck
            source={batchWorkerSource}
            toolOptions={[policy]}
            state={state}
            update={update}
            items="passwords"
            placeholder="One password a line"
            fileName="password-verdicts.csv"
            detailsHeader="Score"
            secret
          />
        }
      />

      <NotCheckedPanel items={NOT_CHECKED} />
      <PrivacyNote secret="Passwords are" />
    </>
  );
}

const METER_COLOURS = ['bg-red-600', 'bg-red-600', 'bg-amber-500', 'bg-green-600', 'bg-green-700'];

function ScoreMeter({ score, guessesLog10 }: { score: Score; guessesLog10: number }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id} className="font-medium">
        Score {score} of 4: {SCORE_LABELS[score]}
      </label>
      <meter id={id} className="sr-only" min={0} max={4} low={2} high={3} optimum={4} value={score}>
        {score} of 4
      </meter>
      <div className="flex gap-1" aria-hidden="true">
        {[1, 2, 3, 4].map((step) => (
          <span
            key={step}
            className={`h-2 flex-1 rounded ${score >= step ? METER_COLOURS[score] : 'bg-gray-300 dark:bg-gray-700'}`}
          />
        ))}
      </div>
      <p>
        About 10<sup>{guessesLog10.toFixed(1)}</sup> guesses (log₁₀ {guessesLog10.toFixed(2)}).
      </p>
    </div>
  );
}

/** The password cut into the patterns zxcvbn matched; dots of the same length while it is hidden. */
function PatternsPanel({
  password,
  analysis,
  show,
  stale,
}: {
  password: string;
  analysis: PasswordAnalysis;
  show: boolean;
  stale: boolean;
}) {
  const segments = analysis.segments;
  return (
    <Panel title="Patterns Found" stale={stale}>
      <ol className="flex flex-wrap gap-2" aria-label="Patterns over the password">
        {segments.map((segment) => (
          <li
            key={`${segment.start}-${segment.end}`}
            className="flex min-w-0 flex-col rounded border border-gray-300 px-2 py-1 dark:border-gray-700"
          >
            <code className="font-mono break-all whitespace-pre-wrap">
              {show ? password.slice(segment.start, segment.end) : dots(password, segment)}
            </code>
            <span className="text-xs text-gray-700 dark:text-gray-300">{segment.pattern}</span>
          </li>
        ))}
      </ol>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
        {segments.map((segment) => (
          <li key={`${segment.start}-${segment.end}`}>
            <span className="font-medium">{segment.pattern}</span>, characters {charIndex(password, segment.start) + 1}–
            {charIndex(password, segment.end)}
            {show && segment.detail ? `: ${segment.detail}` : ''} (10<sup>{segment.guessesLog10.toFixed(1)}</sup>{' '}
            guesses)
          </li>
        ))}
      </ul>
      {!show && (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          Press “Show password” to see what each pattern matched.
        </p>
      )}
    </Panel>
  );
}

/** The character count before a UTF-16 index: what a person counts. */
const charIndex = (password: string, index: number) => Array.from(password.slice(0, index)).length;
const dots = (password: string, segment: Segment) =>
  '•'.repeat(Array.from(password.slice(segment.start, segment.end)).length);

function PolicyPanel({ analysis, stale }: { analysis: PasswordAnalysis; stale: boolean }) {
  const failed = analysis.policy.filter((rule) => !rule.passed).length;
  return (
    <Panel
      title={failed === 0 ? 'Policy: every rule passed' : `Policy: ${failed} of ${analysis.policy.length} rules failed`}
      tone={failed === 0 ? 'good' : 'bad'}
      stale={stale}
    >
      <ul className="flex flex-col gap-1 text-sm" aria-label="Policy rules">
        {analysis.policy.map((rule) => (
          <li key={rule.id} className="flex items-start gap-2">
            {rule.passed ? (
              <CircleCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            ) : (
              <CircleX className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            )}
            <span>
              <span className="font-medium">{rule.passed ? 'Passed' : 'Failed'}:</span> {rule.rule}. {rule.detail}
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

type GeneratorState = Pick<
  typeof DEFAULTS,
  | 'genKind'
  | 'genLength'
  | 'genLower'
  | 'genUpper'
  | 'genDigits'
  | 'genSymbols'
  | 'genNoLookAlikes'
  | 'genWords'
  | 'genSeparator'
  | 'genCapitalise'
  | 'genNumber'
>;

function GeneratorPanel({
  state,
  update,
  onUse,
}: {
  state: GeneratorState;
  update: (patch: Partial<GeneratorState>) => void;
  onUse: (value: string) => void;
}) {
  const passwordRecipe = {
    length: Number(state.genLength),
    lower: state.genLower,
    upper: state.genUpper,
    digits: state.genDigits,
    symbols: state.genSymbols,
    excludeLookAlikes: state.genNoLookAlikes,
  };
  const passphraseRecipe = {
    words: Number(state.genWords),
    separator: state.genSeparator,
    capitalise: state.genCapitalise,
    addNumber: state.genNumber,
  };
  const generation = useActionTask(generatorSource, {
    args: [{ ...passwordRecipe, ...passphraseRecipe }],
    check: () =>
      state.genKind === 'password' &&
      !passwordRecipe.lower &&
      !passwordRecipe.upper &&
      !passwordRecipe.digits &&
      !passwordRecipe.symbols
        ? 'Choose at least one kind of character.'
        : null,
  });
  const generated = generation.result;
  return (
    <Panel title="Generate a Password" icon={KeyRound}>
      <ChoiceGroup
        legend="Kind"
        choices={GEN_KINDS}
        value={state.genKind}
        onChange={(genKind) => update({ genKind })}
      />
      {state.genKind === 'password' ? (
        <div className="flex flex-wrap items-center gap-4">
          <SelectField
            label="Length"
            options={GEN_LENGTHS}
            value={state.genLength}
            onChange={(genLength) => update({ genLength })}
          />
          <CheckboxField label="Lower case" checked={state.genLower} onChange={(genLower) => update({ genLower })} />
          <CheckboxField label="Upper case" checked={state.genUpper} onChange={(genUpper) => update({ genUpper })} />
          <CheckboxField label="Digits" checked={state.genDigits} onChange={(genDigits) => update({ genDigits })} />
          <CheckboxField label="Symbols" checked={state.genSymbols} onChange={(genSymbols) => update({ genSymbols })} />
          <CheckboxField
            label="No look-alikes (0 O 1 l I…)"
            checked={state.genNoLookAlikes}
            onChange={(genNoLookAlikes) => update({ genNoLookAlikes })}
          />
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-4">
          <SelectField
            label="Words"
            options={GEN_WORDS}
            value={state.genWords}
            onChange={(genWords) => update({ genWords })}
          />
          <SelectField
            label="Separator"
            options={SEPARATORS}
            value={state.genSeparator}
            onChange={(genSeparator) => update({ genSeparator })}
          />
          <CheckboxField
            label="Capitalise each word"
            checked={state.genCapitalise}
            onChange={(genCapitalise) => update({ genCapitalise })}
          />
          <CheckboxField
            label="Add a digit"
            checked={state.genNumber}
            onChange={(genNumber) => update({ genNumber })}
          />
        </div>
      )}
      <div>
        <Button
          icon={<Dices className="h-4 w-4" aria-hidden="true" />}
          busy={generation.busy}
          onClick={() => void generation.run(state.genKind === 'password' ? 'generatePassword' : 'generatePassphrase')}
        >
          Generate
        </Button>
      </div>
      <RunStatus run={generation} errorTitle="Cannot Generate" />
      {generated && (
        <div className="flex flex-col gap-2" aria-label="Generated password" role="group">
          <code className="rounded bg-gray-100 px-2 py-1 font-mono break-all dark:bg-gray-800" data-testid="generated">
            {generated.value}
          </code>
          <p className="text-sm">
            {generated.entropyBits.toFixed(1)} bits of entropy ({generated.recipe}).
          </p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => onUse(generated.value)}>Use this password</Button>
            <CopyButton text={generated.value} ariaLabel="Copy generated password" successMessage="Password copied" />
          </div>
        </div>
      )}
    </Panel>
  );
}
