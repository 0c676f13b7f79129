import { CircleCheck, CircleX, Dices, KeyRound, Timer } from 'lucide-react';
import { useId } from 'react';
import { Button, KeyValueList, NoteList, Panel } from '../../kit';
import { useChain } from '../../kit/chain';
import { CRACK_SCENARIOS, SCORE_LABELS, type PasswordAnalysis, type Score, type Segment } from './core';

const METER_COLOURS = ['bg-red-600', 'bg-red-600', 'bg-amber-500', 'bg-green-600', 'bg-green-700'];

export function ScoreMeter({ score, guessesLog10 }: { score: Score; guessesLog10: number }) {
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

/** The password, its analysis, whether it is shown, and whether the analysis is of an older password. */
interface PanelsProps {
  password: string;
  analysis: PasswordAnalysis;
  show: boolean;
  stale: boolean;
}

/** The password cut into the patterns zxcvbn matched; dots of the same length while it is hidden. */
function PatternsPanel({ password, analysis, show, stale }: PanelsProps) {
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

/** After the verdict: the patterns found, the time to crack, zxcvbn's feedback and the policy's rules. */
export function PasswordPanels({ password, analysis, show, stale }: PanelsProps) {
  return (
    <>
      <PatternsPanel password={password} analysis={analysis} show={show} stale={stale} />
      <Panel title="Time to Crack" icon={Timer} stale={stale}>
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
        <Panel title="Feedback" tone="caution" stale={stale}>
          {analysis.warning && <p className="text-sm font-medium">{analysis.warning}</p>}
          <NoteList notes={analysis.suggestions} />
        </Panel>
      )}
      <PolicyPanel analysis={analysis} stale={stale} />
    </>
  );
}

/**
 * Making a password is the Password Generator's work (one generator, with its word list and its statistical
 * tests); this tool checks them, and the generator hands what it makes back here.
 */
export function GeneratorLink() {
  const chain = useChain();
  if (!chain) return null;
  const open = () =>
    chain.open({ toolId: 'password-generator', name: 'Password Generator', icon: '', suggested: false, state: {} });
  return (
    <Panel title="Need a New Password?" icon={KeyRound}>
      <p className="text-sm">
        The Password Generator makes random passwords and diceware passphrases, shows their entropy, and opens them here
        to be checked.
      </p>
      <div>
        <Button icon={<Dices className="h-4 w-4" aria-hidden="true" />} onClick={open}>
          Open the Password Generator
        </Button>
      </div>
    </Panel>
  );
}
