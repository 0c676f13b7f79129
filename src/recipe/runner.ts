/**
 * Runs a recipe: its input through each enabled step in turn, each step a tool's declared transform (step.ts).
 *
 * The runner keeps every step's output with what it came from, so a change reruns the chain only from the first
 * step that changed: editing step 3's options does not run steps 1 and 2 again on 20 MB. A newer run stops an
 * older one at the next step boundary (a step's own work is one call and cannot be cut short from inside; the
 * page ignores an outcome that is not the latest). A step that fails stops the chain there with the tool's own
 * message and, where the tool gives one, the line and column.
 */
import { checkOptions, type OptionsSchema, type ToolStep } from '../lib/options-schema';
import { errorMessage, isToolError, type TextLocation } from '../lib/tool-error';

/** One step as a recipe holds it: which tool, with which options, and whether it takes part. */
export interface RecipeStep {
  toolId: string;
  options: Readonly<Record<string, unknown>>;
  /** A disabled step passes its input on unchanged. */
  enabled: boolean;
}

export type StepOutcome =
  | { status: 'done'; output: string }
  /** Disabled: its input went on unchanged. */
  | { status: 'skipped' }
  | { status: 'failed'; message: string; location?: TextLocation }
  /** After a failed step: nothing reached it. */
  | { status: 'not-run' };

export interface RecipeResult {
  outcomes: StepOutcome[];
  /** The last step's output, or the input when no step ran; null when a step failed. */
  output: string | null;
  /** The index of the step that failed, or null. */
  failedAt: number | null;
  /** How many leading steps were taken from the previous run instead of being run again. */
  reused: number;
}

/** Thrown out of `run` when a newer run started before this one finished. */
export class RunCancelled extends Error {
  override readonly name = 'RunCancelled';
}

export type StepLoader = (toolId: string) => Promise<ToolStep>;

/** What a step was run on and with: equal keys on equal input give equal output. */
const keyOf = ({ toolId, options, enabled }: RecipeStep) => JSON.stringify([toolId, enabled, options]);

interface KeptStep {
  key: string;
  outcome: StepOutcome;
  /** The text the step handed on (its output, or its input when skipped). */
  handedOn: string;
}

/** Lets messages that arrived during a step (a newer run) be read before the next step starts. */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export class RecipeRunner {
  private keptInput: string | null = null;
  private kept: KeptStep[] = [];
  private latest = 0;

  constructor(private readonly loadStep: StepLoader) {}

  /** Runs `steps` on `input`, from the first step that differs from the last run. */
  async run(input: string, steps: readonly RecipeStep[]): Promise<RecipeResult> {
    const run = ++this.latest;
    const reused = this.reusableCount(input, steps);
    const kept = this.kept.slice(0, reused);
    if (reused === 0) this.keptInput = input;
    // From here on the kept steps are this run's: the prefix it shares with the last run, then each step as it ends.
    this.kept = kept;
    let text = reused > 0 ? kept[reused - 1]!.handedOn : input;

    for (let index = reused; index < steps.length; index++) {
      await nextTurn();
      if (run !== this.latest) throw new RunCancelled();
      const step = steps[index]!;
      const outcome = await this.runStep(step, text);
      if (run !== this.latest) throw new RunCancelled();
      if (outcome.status === 'failed') return this.failed(kept, steps, index, outcome);
      if (outcome.status === 'done') text = outcome.output;
      kept.push({ key: keyOf(step), outcome, handedOn: text });
    }
    return { outcomes: kept.map((step) => step.outcome), output: text, failedAt: null, reused };
  }

  /** Forgets what earlier runs computed (the recipe page was left, or memory is wanted back). */
  clear(): void {
    this.keptInput = null;
    this.kept = [];
  }

  private reusableCount(input: string, steps: readonly RecipeStep[]): number {
    if (input !== this.keptInput) return 0;
    let count = 0;
    while (count < steps.length && count < this.kept.length && this.kept[count]!.key === keyOf(steps[count]!)) {
      count++;
    }
    return count;
  }

  private async runStep(step: RecipeStep, input: string): Promise<StepOutcome> {
    if (!step.enabled) return { status: 'skipped' };
    try {
      const tool = await this.loadStep(step.toolId);
      const { options, problems } = checkOptions(tool.options as OptionsSchema, step.options, {
        secretsFromTheUser: true,
      });
      if (problems.length > 0) return { status: 'failed', message: `${problems.join('. ')}.` };
      return { status: 'done', output: await tool.transform(input, options) };
    } catch (error) {
      // A ToolError is the user's input, with the tool's message; anything else is a bug, but the chain
      // still names the step it stopped at rather than leaving the page without an answer.
      const message = errorMessage(error, 'This step could not run');
      return isToolError(error) && error.location
        ? { status: 'failed', message, location: error.location }
        : { status: 'failed', message };
    }
  }

  private failed(
    kept: KeptStep[],
    steps: readonly RecipeStep[],
    index: number,
    outcome: Extract<StepOutcome, { status: 'failed' }>,
  ): RecipeResult {
    const outcomes: StepOutcome[] = [...kept.map((step) => step.outcome), outcome];
    while (outcomes.length < steps.length) outcomes.push({ status: 'not-run' });
    return { outcomes, output: null, failedAt: index, reused: Math.min(kept.length, index) };
  }
}

/** How a failed step is named to the user: "Step 2, JSON Formatter: Unexpected character at line 1, column 5". */
export function stepFailureText(index: number, toolName: string, message: string, location?: TextLocation): string {
  const where = location && !/\bline \d+/i.test(message) ? ` (line ${location.line}, column ${location.column})` : '';
  return `Step ${index + 1}, ${toolName}: ${message}${where}`;
}
