import {
  CalendarClock,
  CircleSlash,
  FileSearch,
  KeyRound,
  ShieldCheck,
  TriangleAlert,
  WifiOff,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import {
  ActionBar,
  ClearButton,
  CopyButton,
  EditorPane,
  ErrorAlert,
  FeatureCards,
  fieldClasses,
  LoadSampleButton,
  OutputActions,
  SelectField,
  SuccessAlert,
  ToolHeader,
  ToolPage,
  useLiveTask,
} from '../../kit';
import { formatCount } from '../../lib/format';
import {
  decodeJwt,
  SAMPLE_SECRET,
  SAMPLE_TOKEN,
  tokenValidity,
  verifyJwtSignature,
  type DecodedJwt,
  type SecretEncoding,
  type Validity,
  type ValidityState,
} from './core';
import { FieldTable } from './FieldTable';
import { algorithmInfo, describeAlgorithm } from './names';

const tasks = { decodeJwt, verifyJwtSignature };
const createWorker = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'jwt-decoder' });

const features = [
  {
    title: 'Every Part Decoded',
    description:
      'Header and payload as pretty JSON with numbers and strings exactly as written, and the signature with its size. A broken token says which part is wrong, and where.',
    icon: <FileSearch className="h-4 w-4 text-blue-600" aria-hidden="true" />,
  },
  {
    title: 'Claims Explained',
    description:
      'iss, sub, aud, exp, nbf, iat, jti and common OpenID Connect claims in plain English; dates in your time zone and in UTC, from now, and whether the token has expired.',
    icon: <CalendarClock className="h-4 w-4 text-purple-600" aria-hidden="true" />,
  },
  {
    title: 'Signature Verification',
    description:
      'HS256/384/512 with a secret (text, Base64 or JWK); RS*, PS*, ES* and EdDSA with a public key as PEM, certificate, JWK or JWK Set, checked by Web Crypto. alg "none" is never "verified".',
    icon: <ShieldCheck className="h-4 w-4 text-green-600" aria-hidden="true" />,
  },
  {
    title: 'Nothing Leaves the Page',
    description:
      'Decoding and verification run in this tab. No key is ever fetched from a jku, x5u or JWKS URL: paste the public key or key set yourself. Tokens and keys are not stored.',
    icon: <WifiOff className="h-4 w-4 text-orange-600" aria-hidden="true" />,
  },
];

const SECRET_FORMATS: readonly { value: SecretEncoding; label: string }[] = [
  { value: 'text', label: 'Text (UTF-8)' },
  { value: 'base64', label: 'Base64 or base64url' },
  { value: 'jwk', label: 'JWK (kty "oct")' },
];

/** Above this size the token pane stops wrapping its one long line, which would be slow to lay out. */
const WRAP_LIMIT = 100_000;
/** How often relative times ("in 3 hours") and the expiry state are brought up to date. */
const CLOCK_TICK_MS = 15_000;

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const tones = {
  good: 'border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950/60 dark:text-green-100',
  bad: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950/60 dark:text-red-100',
  caution: 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100',
  neutral: 'border-gray-300 bg-gray-50 text-gray-900 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100',
} as const;

const VALIDITY_TONES: Record<ValidityState, keyof typeof tones> = {
  valid: 'good',
  expired: 'bad',
  'not-yet-valid': 'caution',
  'no-expiry': 'neutral',
  unknown: 'caution',
};

/** A panel that informs without interrupting (unlike the kit's ErrorAlert, which is announced at once). */
function Panel({
  tone,
  icon: Icon,
  title,
  label,
  children,
}: {
  tone: keyof typeof tones;
  icon: LucideIcon;
  title: string;
  label?: string;
  children?: ReactNode;
}) {
  return (
    <section aria-label={label ?? title} className={`flex gap-3 rounded-lg border p-4 ${tones[tone]}`}>
      <Icon className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 text-sm">
        <h3 className="text-base font-semibold">{title}</h3>
        {children}
      </div>
    </section>
  );
}

function Notes({ notes }: { notes: readonly string[] }) {
  if (notes.length === 0) return null;
  return (
    <ul className="mt-2 list-disc space-y-1 pl-5">
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}

/** A good signature does not make a token usable: says so when its dates rule it out. */
function TimeCaveat({ validity }: { validity: Validity }) {
  if (validity.state === 'expired')
    return <> The token itself has expired, though, so a service would still refuse it. {validity.detail}</>;
  if (validity.state === 'not-yet-valid') return <> The token is not valid yet, though. {validity.detail}</>;
  if (validity.state === 'unknown') return <> {validity.detail}</>;
  return null;
}

function TokenSummary({ decoded, validity }: { decoded: DecodedJwt; validity: Validity }) {
  const alg = decoded.alg;
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <Panel
        tone={alg === 'none' ? 'caution' : 'neutral'}
        icon={alg === 'none' ? CircleSlash : KeyRound}
        title={alg === null ? 'No algorithm' : `Algorithm: ${alg}`}
        label="Algorithm"
      >
        <p className="mt-1">
          {alg === null ? 'The header does not say how the token was signed.' : `${describeAlgorithm(alg)}.`}
        </p>
      </Panel>
      <Panel tone={VALIDITY_TONES[validity.state]} icon={CalendarClock} title={validity.title} label="Expiry">
        <p className="mt-1">{validity.detail}</p>
        <Notes notes={validity.notes} />
      </Panel>
    </div>
  );
}

function SignatureCard({ decoded }: { decoded: DecodedJwt }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-lg border border-gray-200 p-4 dark:border-gray-800"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="font-semibold">
          Signature
        </h2>
        {decoded.signature && (
          <CopyButton
            text={decoded.signature}
            ariaLabel="Copy signature"
            successMessage="Signature copied to clipboard!"
          />
        )}
      </div>
      {decoded.signature ? (
        <>
          <code className="rounded-md bg-gray-100 p-2 font-mono text-sm break-all dark:bg-gray-900">
            {decoded.signature}
          </code>
          <p className="text-sm text-gray-700 dark:text-gray-300">
            {formatCount(decoded.signatureBytes)} bytes, base64url-encoded in {formatCount(decoded.signature.length)}{' '}
            characters.
          </p>
        </>
      ) : (
        <p className="text-sm text-gray-700 dark:text-gray-300">The token has no signature: its third part is empty.</p>
      )}
    </section>
  );
}

export default function JwtDecoderView() {
  const [input, setInput] = useState('');
  const [key, setKey] = useState('');
  const [secretEncoding, setSecretEncoding] = useState<SecretEncoding>('text');
  const now = useNow();
  const keyId = useId();
  const verifyHeadingId = useId();

  const decoding = useLiveTask({
    tasks,
    task: 'decodeJwt',
    args: [input],
    createWorker,
    enabled: input.trim() !== '',
    fallbackError: 'The token could not be decoded',
  });
  const decoded = decoding.error ? null : decoding.result;
  const alg = decoded?.alg ?? null;
  const unsigned = alg === 'none';
  const family = alg === null ? undefined : algorithmInfo(alg)?.family;
  const usesSecret = family === 'hmac';
  const verification = useLiveTask({
    tasks,
    task: 'verifyJwtSignature',
    args: [input, key, secretEncoding],
    createWorker,
    enabled: decoded !== null && !unsigned && key.trim() !== '',
    fallbackError: 'The signature could not be checked',
  });
  const validity = decoded ? tokenValidity(decoded.claims, now) : null;
  const outcome = decoded && !verification.error ? verification.result : null;

  const keyLabel = usesSecret ? 'Secret' : family ? 'Public key (PEM or JWK)' : 'Secret or public key';
  const keyPlaceholder = usesSecret
    ? 'The shared secret the token was signed with...'
    : family
      ? '-----BEGIN PUBLIC KEY-----  or  {"kty": "RSA", ...}  or a JWK Set {"keys": [...]}'
      : 'Paste a token first; then its secret or public key...';

  const loadSample = () => {
    setInput(SAMPLE_TOKEN);
    setKey(SAMPLE_SECRET);
    setSecretEncoding('text');
  };
  const clear = () => {
    setInput('');
    setKey('');
    setSecretEncoding('text');
  };

  return (
    <ToolPage>
      <ToolHeader
        icon="🔐"
        title="JWT Decoder"
        subtitle="Decode a JSON Web Token as you paste it: header, payload, claims explained and dates spelled out, with optional signature verification. Nothing leaves the page."
      />

      <ActionBar>
        <LoadSampleButton onClick={loadSample} />
        <ClearButton onClick={clear} />
      </ActionBar>

      <EditorPane
        title="Encoded Token"
        value={input}
        onChange={setInput}
        placeholder="Paste a JWT here (eyJhbGciOi...), with or without 'Bearer '..."
        height={160}
        wrap={input.length <= WRAP_LIMIT}
        acceptFiles=".jwt,.txt,text/plain"
        errorAt={decoding.errorAt}
      />

      {decoding.error && <ErrorAlert title="Invalid Token">{decoding.error}</ErrorAlert>}

      {decoded && validity && <TokenSummary decoded={decoded} validity={validity} />}

      {decoded && decoded.warnings.length > 0 && (
        <Panel tone="caution" icon={TriangleAlert} title="Warnings">
          <Notes notes={decoded.warnings} />
        </Panel>
      )}

      <div className="grid gap-6 lg:grid-cols-2">
        <EditorPane
          title="Header"
          value={decoded?.header ?? ''}
          readOnly
          language="json"
          height={220}
          placeholder="The decoded header will appear here..."
          actions={
            <OutputActions
              text={decoded?.header ?? ''}
              label="header"
              fileName="header.json"
              mimeType="application/json"
            />
          }
        />
        <EditorPane
          title="Payload"
          value={decoded?.payload ?? ''}
          readOnly
          language="json"
          height={220}
          placeholder="The decoded payload (claims) will appear here..."
          actions={
            <OutputActions
              text={decoded?.payload ?? ''}
              label="payload"
              fileName="payload.json"
              mimeType="application/json"
            />
          }
        />
      </div>

      {decoded && (
        <>
          {decoded.claims.length > 0 && <FieldTable caption="Claims" fields={decoded.claims} now={now} />}
          <FieldTable caption="Header Parameters" fields={decoded.headerFields} now={now} />
          <SignatureCard decoded={decoded} />
        </>
      )}

      <section
        aria-labelledby={verifyHeadingId}
        className="flex flex-col gap-3 rounded-lg border border-gray-200 p-4 dark:border-gray-800"
      >
        <h2 id={verifyHeadingId} className="font-semibold">
          Verify Signature
        </h2>
        {unsigned ? (
          <Panel tone="caution" icon={CircleSlash} title='Unsigned token (alg "none")'>
            <p className="mt-1">
              There is no signature to verify, so nothing proves who made this token or that it was not changed. Anyone
              can write one: services must refuse alg "none".
            </p>
          </Panel>
        ) : (
          <>
            <fieldset className="flex flex-col gap-3">
              <legend className="sr-only">Key</legend>
              <div className="flex flex-col gap-1">
                <label htmlFor={keyId} className="text-sm font-medium">
                  {keyLabel}
                </label>
                <textarea
                  id={keyId}
                  value={key}
                  onChange={(event) => setKey(event.target.value)}
                  placeholder={keyPlaceholder}
                  rows={usesSecret ? 2 : 5}
                  spellCheck={false}
                  autoComplete="off"
                  autoCapitalize="off"
                  className={`${fieldClasses} font-mono`}
                />
              </div>
              {usesSecret && (
                <SelectField
                  label="Secret format"
                  options={SECRET_FORMATS}
                  value={secretEncoding}
                  onChange={setSecretEncoding}
                />
              )}
              <p className="text-sm text-gray-700 dark:text-gray-300">
                The key stays on this page.{' '}
                {family && !usesSecret
                  ? 'Keys are never fetched from the token’s jku, x5u or an issuer’s JWKS URL: paste the public key, certificate or key set here.'
                  : ''}
              </p>
            </fieldset>

            {decoded && verification.error && <ErrorAlert title="Cannot Verify">{verification.error}</ErrorAlert>}
            {outcome?.status === 'verified' && (
              <SuccessAlert title="Signature verified">
                The {outcome.alg} signature matches this key ({outcome.key}): the token was signed with it and has not
                been changed since.
                {validity && <TimeCaveat validity={validity} />}
                <Notes notes={outcome.notes} />
              </SuccessAlert>
            )}
            {outcome?.status === 'invalid' && (
              <ErrorAlert title="Invalid signature">
                The {outcome.alg} signature does not match this key ({outcome.key}): the key is not the one the token
                was signed with, or the token was changed after signing.
                <Notes notes={outcome.notes} />
              </ErrorAlert>
            )}
          </>
        )}
      </section>

      <FeatureCards title="JWT Decoder Features" features={features} />
    </ToolPage>
  );
}
