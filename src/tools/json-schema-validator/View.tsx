import { Binary, Braces, CheckCircle2, FileCheck2, List, Type, XCircle } from 'lucide-react';
import { useState } from 'react';
import {
  ActionBar,
  Button,
  ClearButton,
  EditorPane,
  ErrorAlert,
  FeatureCards,
  SuccessAlert,
  ToolHeader,
  ToolPage,
  useTaskRunner,
} from '../../kit';
import { formatCount } from '../../lib/format';
import { problemOf, type TextLocation } from '../../lib/tool-error';
import {
  BLANK_INPUT_MESSAGE,
  FALLBACK_ERROR_MESSAGE,
  INVALID_EXAMPLE_DATA,
  SAMPLE_SCHEMA,
  VALID_EXAMPLE_DATA,
  formatInstancePath,
  validateJsonAgainstSchema,
  type SchemaValidationResult,
  type ValidationError,
} from './core';

const VALIDATION_DELAY_MS = 300;
const PANE_HEIGHT = 384;
const ACCEPT_FILES = '.json,application/json,text/plain';

const tasks = { validateJsonAgainstSchema };
const createWorker = () =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'json-schema-validator' });

const iconClass = 'h-4 w-4';
const features = [
  {
    title: 'String Validation',
    description:
      'minLength, maxLength, pattern (regular expressions), enum and const; formats email, uri, uri-reference, iri, date-time, date, time, hostname, ipv4, ipv6, uuid, regex, json-pointer and more.',
    icon: <Type className={`${iconClass} text-blue-600 dark:text-blue-400`} aria-hidden="true" />,
  },
  {
    title: 'Number Validation',
    description:
      'type number or integer, minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf, and the int32 format (-2147483648 to 2147483647).',
    icon: <Binary className={`${iconClass} text-green-600 dark:text-green-400`} aria-hidden="true" />,
  },
  {
    title: 'Array Validation',
    description:
      'items (one schema or one per position), additionalItems, minItems, maxItems, uniqueItems and contains.',
    icon: <List className={`${iconClass} text-purple-600 dark:text-purple-400`} aria-hidden="true" />,
  },
  {
    title: 'Object Validation',
    description:
      'required, properties, patternProperties, additionalProperties, propertyNames, dependencies, minProperties and maxProperties; plus $ref, allOf, anyOf, oneOf, not and if/then/else.',
    icon: <Braces className={`${iconClass} text-orange-600 dark:text-orange-400`} aria-hidden="true" />,
  },
];

/** What the error box says: a blank input is not a parsing problem, so it gets its own heading. */
interface Problem {
  title: string;
  message: string;
  at?: TextLocation;
}

export default function JsonSchemaValidatorView() {
  const [data, setData] = useState('');
  const [schema, setSchema] = useState('');
  const [result, setResult] = useState<SchemaValidationResult | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const runner = useTaskRunner({ tasks, createWorker, minBusyMs: VALIDATION_DELAY_MS });

  const showProblem = (next: Problem) => {
    setProblem(next);
    setResult(null);
  };

  const validate = async () => {
    if (data.trim() === '' || schema.trim() === '') {
      runner.cancel();
      showProblem({ title: 'Missing Input', message: BLANK_INPUT_MESSAGE });
      return;
    }
    setProblem(null);
    const outcome = await runner.run('validateJsonAgainstSchema', data, schema);
    if (outcome.status === 'cancelled') return;
    if (outcome.status === 'failed') {
      showProblem({ title: 'Parsing Error', ...problemOf(outcome.error, FALLBACK_ERROR_MESSAGE) });
      return;
    }
    setResult(outcome.value);
  };

  const reset = (nextData: string, nextSchema: string) => {
    runner.cancel();
    setData(nextData);
    setSchema(nextSchema);
    setResult(null);
    setProblem(null);
  };

  return (
    <ToolPage>
      <ToolHeader
        icon="🛡️"
        title="JSON Schema Validator"
        subtitle="Validate JSON data against a JSON Schema, with full Draft-07 support and format validation (email, URI, date-time and more). Every error is listed with where it is and why."
      />

      <ActionBar>
        <Button
          variant="primary"
          onClick={validate}
          busy={runner.busy}
          busyLabel="Validating..."
          icon={<FileCheck2 className="h-4 w-4" aria-hidden="true" />}
        >
          Validate JSON
        </Button>
        <Button
          onClick={() => reset(VALID_EXAMPLE_DATA, SAMPLE_SCHEMA)}
          icon={<CheckCircle2 className="h-4 w-4" aria-hidden="true" />}
        >
          Valid Example
        </Button>
        <Button
          onClick={() => reset(INVALID_EXAMPLE_DATA, SAMPLE_SCHEMA)}
          icon={<XCircle className="h-4 w-4" aria-hidden="true" />}
        >
          Invalid Example
        </Button>
        <ClearButton onClick={() => reset('', '')}>Clear All</ClearButton>
      </ActionBar>

      <div className="grid gap-6 lg:grid-cols-2">
        <EditorPane
          title="JSON Data"
          value={data}
          onChange={setData}
          placeholder="Paste your JSON data here..."
          language="json"
          height={PANE_HEIGHT}
          acceptFiles={ACCEPT_FILES}
          errorAt={problem?.at}
        />
        <EditorPane
          title="JSON Schema"
          value={schema}
          onChange={setSchema}
          placeholder="Paste your JSON schema here..."
          language="json"
          height={PANE_HEIGHT}
          acceptFiles={ACCEPT_FILES}
          errorAt={problem?.at}
        />
      </div>

      {problem && <ErrorAlert title={problem.title}>{problem.message}</ErrorAlert>}

      {result && <ValidationResults result={result} />}

      <FeatureCards title="Supported JSON Schema Features" features={features} />
    </ToolPage>
  );
}

function ValidationResults({ result }: { result: SchemaValidationResult }) {
  const { isValid, errors, errorCount, complete } = result;
  return (
    <section
      aria-labelledby="schema-results-title"
      className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-6 shadow-sm dark:border-gray-800 dark:bg-gray-900"
    >
      <h2 id="schema-results-title" className="text-lg font-semibold">
        Validation Results
      </h2>
      {isValid ? (
        <SuccessAlert title="Validation Successful!">
          Your JSON data perfectly matches the provided schema. All constraints, formats, and requirements are
          satisfied.
        </SuccessAlert>
      ) : (
        <>
          <ErrorAlert title="Validation Failed">
            Found {formatCount(errorCount)} validation {errorCount === 1 ? 'error' : 'errors'}
          </ErrorAlert>
          {(errors.length < errorCount || !complete) && (
            <p className="text-sm text-gray-700 dark:text-gray-300">
              {errors.length < errorCount && `Showing the first ${formatCount(errors.length)}. `}
              {!complete &&
                'There were too many errors to collect them all, so validation stopped at the first error of each rule. Fix these and validate again to see more.'}
            </p>
          )}
          <ol aria-label="Validation errors" className="flex flex-col gap-3">
            {errors.map((error, index) => (
              <ErrorItem key={index} error={error} number={index + 1} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

const labelClass = 'text-xs font-medium tracking-wide text-gray-600 uppercase dark:text-gray-300';
const boxClass =
  'max-h-48 overflow-auto rounded-md border border-gray-200 bg-gray-50 px-2 py-1 font-mono text-xs whitespace-pre-wrap break-all dark:border-gray-700 dark:bg-gray-950';

function ErrorItem({ error, number }: { error: ValidationError; number: number }) {
  const params = Object.entries(error.params);
  return (
    <li className="rounded-lg border border-l-4 border-gray-200 border-l-red-600 p-4 dark:border-gray-700 dark:border-l-red-500">
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900 dark:bg-red-900/60 dark:text-red-100">
          #{number}
        </span>
        <code className="font-mono text-sm font-semibold break-all" title="Path in the JSON data">
          {formatInstancePath(error.instancePath)}
        </code>
      </div>
      <p className="mt-2 text-sm">{error.message}</p>
      <dl className="mt-3 grid items-baseline gap-x-4 gap-y-2 text-sm sm:grid-cols-[7rem_minmax(0,1fr)]">
        <dt className={labelClass}>Schema path</dt>
        <dd>
          <code className="font-mono break-all">{error.schemaPath}</code>
        </dd>
        {error.data !== undefined && (
          <>
            <dt className={labelClass}>{error.aboutPropertyName ? 'Property name' : 'Data'}</dt>
            <dd>
              {/* Focusable, so keyboard users can scroll a long value. */}
              <pre tabIndex={0} className={boxClass}>
                {error.data}
              </pre>
            </dd>
          </>
        )}
        {params.length > 0 && (
          <>
            <dt className={labelClass}>Params</dt>
            <dd>
              <pre tabIndex={0} className={boxClass}>
                {params.map(([key, value]) => `${key}: ${JSON.stringify(value)}`).join('\n')}
              </pre>
            </dd>
          </>
        )}
      </dl>
    </li>
  );
}
