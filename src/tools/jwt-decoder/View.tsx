import { CalendarClock, CircleSlash, KeyRound, ShieldAlert, Signature, TriangleAlert } from 'lucide-react';
import {
  ActionBar,
  BrokenSampleButton,
  CheckboxField,
  ClearButton,
  CopyButton,
  EditorPane,
  ErrorAlert,
  LoadSampleButton,
  NoteList,
  OutputActions,
  PaneGrid,
  Panel,
  RunStatus,
  SelectField,
  TextField,
  useLiveTask,
  useNow,
  useToolState,
  type Choice,
  type StateUpdate,
  type PanelTone,
} from '../../kit';
import { pluralize } from '../../lib/format';
import {
  algorithmSummary,
  BROKEN_SAMPLE_TOKEN,
  claimRows,
  includeTokenHint,
  keyField,
  SAMPLE_SECRET,
  SAMPLE_TOKEN,
  tokenValidity,
  verifiedMessage,
  type DecodedJwt,
  type SecretEncoding,
  type Validity,
  type ValidityState,
  type VerifyOutcome,
} from './core';
import { ClaimTable } from '../../kit/ClaimTable';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: (name?: string) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name }),
};

const SECRET_FORMATS: readonly Choice<SecretEncoding>[] = [
  { value: 'text', label: 'Text (UTF-8)' },
  { value: 'base64', label: 'Base64 or base64url' },
  { value: 'jwk', label: 'JWK (kty "oct")' },
];

/**
 * The key is a secret: never written to storage, so a reload asks for it again. The token is kept for the
 * tab like any input, but it is a bearer credential: a share link holds it only while `includeToken` is
 * ticked, and that choice is made afresh for each link (never kept or shared).
 */
const DEFAULTS = { input: '', key: '', secretEncoding: 'text' as SecretEncoding, includeToken: false };

/** Above this size the token pane starts without wrapping its one long line, which would be slow to lay out. */
const WRAP_LIMIT = 100_000;
/** How often relative times ("in 3 hours") and the expiry state are brought up to date. */
const CLOCK_TICK_MS = 15_000;

const VALIDITY_TONES: Record<ValidityState, PanelTone> = {
  valid: 'good',
  expired: 'bad',
  'not-yet-valid': 'caution',
  'no-expiry': 'neutral',
  unknown: 'caution',
};

/** The decoded header and payload, each a read-only JSON pane with Copy and Download. */
const PARTS = [
  { part: 'header', title: 'Header', placeholder: 'The decoded header will appear here...' },
  { part: 'payload', title: 'Payload', placeholder: 'The decoded payload (claims) will appear here...' },
] as const;

export default function JwtDecoderView() {
  const [state, update, reset] = useToolState(DEFAULTS, {
    secret: ['key'],
    linkOnlyWith: { input: 'includeToken' },
    names: { key: 'secret or key', input: 'token' },
    choices: { secretEncoding: SECRET_FORMATS.map((format) => format.value) },
  });
  const now = useNow(CLOCK_TICK_MS);

  const decoding = useLiveTask(source, 'decodeJwt', [state.input], {
    enabled: state.input !== '',
    fallbackError: 'The token could not be decoded',
  });
  const decoded = decoding.problem ? null : decoding.result;
  // Findings about a token the pane no longer holds are marked out of date until the new ones arrive.
  const stale = decoding.stale;
  const algorithm = algorithmSummary(decoded?.alg ?? null);
  const validity = decoded ? tokenValidity(decoded.claims, now) : null;
  const loadSample = (input: string) => update({ input, key: SAMPLE_SECRET, secretEncoding: 'text' });

  return (
    <>
      <ActionBar>
        <LoadSampleButton onClick={() => loadSample(SAMPLE_TOKEN)} />
        <BrokenSampleButton onClick={() => loadSample(BROKEN_SAMPLE_TOKEN)} />
        <ClearButton onClick={reset} />
      </ActionBar>

      <EditorPane
        paneId="input"
        title="Encoded Token"
        value={state.input}
        onChange={(input) => update({ input })}
        placeholder="Paste a JWT here (eyJhbGciOi...), with or without 'Bearer '..."
        height={160}
        wrap={state.input.length <= WRAP_LIMIT}
        acceptFiles=".jwt,.txt,text/plain"
        errorAt={decoding.problem?.at}
      />
      {/* The switch that lets a share link carry the token, with what a token in a link allows. */}
      <CheckboxField
        label="Include the token"
        checked={state.includeToken}
        onChange={(includeToken) => update({ includeToken })}
        linkSwitch
        caution={state.includeToken}
        hint={includeTokenHint(state.includeToken)}
      />
      <RunStatus run={decoding} errorTitle={state.input.trim() === '' ? 'Nothing to decode' : 'Invalid Token'} />

      {decoded && validity && (
        <PaneGrid>
          <Panel
            tone={algorithm.tone}
            icon={algorithm.unsigned ? CircleSlash : KeyRound}
            title={algorithm.title}
            label="Algorithm"
            stale={stale}
          >
            <p className="text-sm">{algorithm.text}</p>
          </Panel>
          <Panel
            tone={VALIDITY_TONES[validity.state]}
            icon={CalendarClock}
            title={validity.title}
            label="Expiry"
            stale={stale}
          >
            <p className="text-sm">{validity.detail}</p>
            <NoteList notes={validity.notes} />
          </Panel>
        </PaneGrid>
      )}

      {decoded && decoded.warnings.length > 0 && (
        <Panel
          tone={algorithm.unsigned ? 'bad' : 'caution'}
          icon={algorithm.unsigned ? ShieldAlert : TriangleAlert}
          title="Warnings"
          stale={stale}
        >
          <NoteList notes={decoded.warnings} />
        </Panel>
      )}

      <PaneGrid>
        {PARTS.map(({ part, title, placeholder }) => (
          <EditorPane
            key={part}
            paneId={part}
            title={title}
            value={decoding.result?.[part] ?? ''}
            readOnly
            language="json"
            height={220}
            stale={stale}
            placeholder={placeholder}
            actions={
              <OutputActions
                text={decoding.result?.[part] ?? ''}
                label={part}
                fileName={`${part}.json`}
                mimeType="application/json"
              />
            }
          />
        ))}
      </PaneGrid>

      {decoded && (
        <>
          {decoded.claims.length > 0 && (
            <ClaimTable title="Claims" claims={claimRows(decoded.claims, now)} stale={stale} csvFileName="claims.csv" />
          )}
          <ClaimTable title="Header Parameters" claims={claimRows(decoded.headerFields, now)} stale={stale} />
          <SignaturePanel decoded={decoded} stale={stale} />
        </>
      )}

      <VerifyPanel state={state} update={update} decoded={decoded} stale={stale} validity={validity} />
    </>
  );
}

interface VerifyPanelProps {
  state: typeof DEFAULTS;
  update: StateUpdate<typeof DEFAULTS>;
  decoded: DecodedJwt | null;
  stale: boolean;
  validity: Validity | null;
}

/** The key field and the verdict on the signature; an unsigned token has nothing to verify. */
function VerifyPanel({ state, update, decoded, stale, validity }: VerifyPanelProps) {
  const alg = decoded?.alg ?? null;
  const { unsigned } = algorithmSummary(alg);
  const field = keyField(alg);
  const verification = useLiveTask(source, 'verifyJwtSignature', [state.input, state.key, state.secretEncoding], {
    enabled: decoded !== null && !unsigned && state.key.trim() !== '',
    fallbackError: 'The signature could not be checked',
  });
  // A verdict is shown only while it describes the token and key on the screen.
  const outcome = verification.stale || stale ? null : verification.result;

  return (
    <Panel title="Verify Signature" icon={KeyRound}>
      {unsigned ? (
        <Panel tone="bad" icon={CircleSlash} title={`Unsigned token (alg "${alg}")`}>
          <p className="text-sm">
            There is no signature to verify, so nothing proves who made this token or that it was not changed. Anyone
            can write one: services must refuse alg &quot;none&quot;, in any letter case.
          </p>
        </Panel>
      ) : (
        <>
          <TextField
            label={field.label}
            value={state.key}
            onChange={(key) => update({ key })}
            placeholder={field.placeholder}
            rows={field.rows}
            monospace
            stacked
            secret
            hint={field.hint}
          />
          {field.usesSecret && (
            <SelectField
              label="Secret format"
              options={SECRET_FORMATS}
              value={state.secretEncoding}
              onChange={(secretEncoding) => update({ secretEncoding })}
            />
          )}
          {decoded && !stale && (
            <RunStatus
              run={verification}
              errorTitle="Cannot Verify"
              success={
                outcome?.status === 'verified' && !outcome.algorithmConfusion
                  ? {
                      title: 'Signature verified',
                      message: (
                        <>
                          {verifiedMessage(outcome, validity)}
                          <NoteList notes={outcome.notes} />
                        </>
                      ),
                    }
                  : null
              }
            />
          )}
          {decoded && outcome && <VerdictPanel outcome={outcome} />}
        </>
      )}
    </Panel>
  );
}

function SignaturePanel({ decoded, stale }: { decoded: DecodedJwt; stale: boolean }) {
  return (
    <Panel
      title="Signature"
      icon={Signature}
      stale={stale}
      actions={
        decoded.signature && (
          <CopyButton
            text={decoded.signature}
            ariaLabel="Copy signature"
            successMessage="Signature copied to clipboard!"
          />
        )
      }
    >
      {decoded.signature ? (
        <>
          <code className="font-mono text-sm break-all">{decoded.signature}</code>
          <p className="text-sm">
            {pluralize(decoded.signatureBytes, 'byte')}, base64url-encoded in{' '}
            {pluralize(decoded.signature.length, 'character')}.
          </p>
        </>
      ) : (
        <p className="text-sm">The token has no signature: its third part is empty.</p>
      )}
    </Panel>
  );
}

/** What a verification outcome means, where it is not the plain "Signature verified" of RunStatus. */
function VerdictPanel({ outcome }: { outcome: VerifyOutcome }) {
  if (outcome.algorithmConfusion) {
    return (
      <Panel tone="bad" icon={ShieldAlert} title="Algorithm confusion: a public key used as an HMAC secret">
        <p className="text-sm">{outcome.algorithmConfusion}</p>
      </Panel>
    );
  }
  if (outcome.status !== 'invalid') return null;
  return (
    <ErrorAlert title="Invalid signature">
      The {outcome.alg} signature does not match this key ({outcome.key}): the key is not the one the token was signed
      with, or the token was changed after signing.
      <NoteList notes={outcome.notes} />
    </ErrorAlert>
  );
}
