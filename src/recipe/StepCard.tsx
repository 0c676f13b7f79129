import { ArrowDown, ArrowUp, ChevronDown, ChevronRight, Eye, EyeOff, Power, X } from 'lucide-react';
import { useId, type KeyboardEvent } from 'react';
import { ErrorAlert } from '../kit/Alert';
import { Button } from '../kit/Button';
import { OutputActions } from '../kit/CommonActions';
import { EditorPane } from '../kit/EditorPane';
import { OptionsForm } from '../kit/OptionsForm';
import { optionDefaults, type OptionsOf, type OptionsSchema, type ToolStep } from '../lib/options-schema';
import { formatCount } from '../lib/format';
import type { RecipeStepState } from './recipe-state';
import { stepFailureText } from './runner';
import type { StepReport } from './tasks';

interface StepCardProps {
  index: number;
  count: number;
  step: RecipeStepState;
  name: string;
  icon: string;
  /** The step's declaration, once loaded; null while it loads, undefined for a tool that is not a step. */
  declaration: ToolStep | null | undefined;
  report: StepReport | undefined;
  /** The text this step gave, when its card shows it and the run has it. */
  output: string | undefined;
  stale: boolean;
  onChange: (patch: Partial<RecipeStepState>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

const ICON = 'h-4 w-4';

/** What a step did in the last run, in a few words beside its name. */
function statusText(report: StepReport | undefined, enabled: boolean): string {
  if (!enabled) return 'Disabled: its input passes on unchanged';
  if (!report) return 'Waiting for input';
  if (report.status === 'done') return `${formatCount(report.length ?? 0)} characters out`;
  if (report.status === 'failed') return 'Failed';
  if (report.status === 'not-run') return 'Not run: an earlier step failed';
  return 'Disabled: its input passes on unchanged';
}

/**
 * One step of a recipe: its tool, its options drawn from the tool's declared schema, and what it did. It can be
 * collapsed, disabled, moved (the buttons, or Alt+Up and Alt+Down anywhere on the card) and removed.
 */
export function StepCard(props: StepCardProps) {
  const { index, count, step, name, icon, declaration, report, output, stale, onChange, onMove, onRemove } = props;
  const headingId = useId();
  const bodyId = useId();
  const number = index + 1;
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    onMove(event.key === 'ArrowUp' ? -1 : 1);
  };
  const failed = step.enabled && report?.status === 'failed';

  return (
    <li
      aria-labelledby={headingId}
      onKeyDown={onKeyDown}
      className={`flex flex-col gap-3 rounded-lg border p-3 ${failed ? 'border-red-300 dark:border-red-800' : 'border-gray-200 dark:border-gray-800'} ${step.enabled ? '' : 'opacity-70'}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className="rounded p-1 hover:bg-gray-100 focus-visible:outline-2 dark:hover:bg-gray-800"
          aria-expanded={!step.collapsed}
          aria-controls={bodyId}
          aria-label={step.collapsed ? `Expand step ${number}` : `Collapse step ${number}`}
          onClick={() => onChange({ collapsed: !step.collapsed })}
        >
          {step.collapsed ? (
            <ChevronRight className={ICON} aria-hidden="true" />
          ) : (
            <ChevronDown className={ICON} aria-hidden="true" />
          )}
        </button>
        <h3 id={headingId} className="min-w-0 flex-1 font-semibold break-words">
          <span aria-hidden="true">{icon} </span>
          Step {number}: {name}
        </h3>
        <span className={`text-sm ${stale ? 'opacity-60' : ''} text-gray-600 dark:text-gray-300`}>
          {statusText(report, step.enabled)}
        </span>
      </div>
      <div className="flex flex-wrap gap-2" role="group" aria-label={`Step ${number} actions`}>
        <Button
          size="sm"
          icon={<ArrowUp className={ICON} aria-hidden="true" />}
          disabled={index === 0}
          onClick={() => onMove(-1)}
          aria-label={`Move step ${number} up`}
        >
          Up
        </Button>
        <Button
          size="sm"
          icon={<ArrowDown className={ICON} aria-hidden="true" />}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
          aria-label={`Move step ${number} down`}
        >
          Down
        </Button>
        <Button
          size="sm"
          icon={<Power className={ICON} aria-hidden="true" />}
          aria-pressed={!step.enabled}
          onClick={() => onChange({ enabled: !step.enabled })}
          aria-label={`Disable step ${number}`}
        >
          Disable
        </Button>
        <Button
          size="sm"
          icon={
            step.showOutput ? (
              <EyeOff className={ICON} aria-hidden="true" />
            ) : (
              <Eye className={ICON} aria-hidden="true" />
            )
          }
          aria-pressed={step.showOutput}
          onClick={() => onChange({ showOutput: !step.showOutput })}
          aria-label={`Show the output of step ${number}`}
        >
          Output
        </Button>
        <Button
          size="sm"
          variant="danger"
          icon={<X className={ICON} aria-hidden="true" />}
          onClick={onRemove}
          aria-label={`Remove step ${number}`}
        >
          Remove
        </Button>
      </div>
      <div id={bodyId} hidden={step.collapsed} className="flex flex-col gap-3">
        {declaration === undefined && (
          <ErrorAlert
            title={`Step ${number}`}
          >{`“${step.toolId}” is not a tool that can be a recipe step.`}</ErrorAlert>
        )}
        {declaration && Object.keys(declaration.options).length > 0 && (
          <StepOptions
            number={number}
            schema={declaration.options}
            values={step.options}
            onChange={(options) => onChange({ options })}
          />
        )}
        {failed && report.message && (
          <ErrorAlert title={`Step ${number} failed`}>
            {stepFailureText(index, name, report.message, report.location)}
          </ErrorAlert>
        )}
        {step.showOutput && step.enabled && report?.status === 'done' && (
          <EditorPane
            paneId={`step-${number}`}
            title={`Output of step ${number}`}
            value={output ?? ''}
            readOnly
            height={160}
            stale={stale}
            actions={
              <OutputActions
                text={output ?? ''}
                label={`step ${number} output`}
                fileName={`step-${number}.txt`}
                mimeType="text/plain"
              />
            }
          />
        )}
      </div>
    </li>
  );
}

function StepOptions({
  number,
  schema,
  values,
  onChange,
}: {
  number: number;
  schema: OptionsSchema;
  values: Record<string, unknown>;
  onChange: (options: Record<string, unknown>) => void;
}) {
  // What the step holds over its defaults: a recipe saved before an option existed still shows every control.
  const shown = { ...optionDefaults(schema), ...values } as OptionsOf<OptionsSchema>;
  return (
    <OptionsForm
      legend={`Step ${number} options`}
      schema={schema}
      values={shown}
      onChange={(patch) => onChange({ ...values, ...patch })}
    />
  );
}
