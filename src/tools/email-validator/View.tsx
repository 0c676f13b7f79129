import {
  ActionBar,
  BrokenSampleButton,
  ChoiceGroup,
  ClearButton,
  CopyableValue,
  KeyValueList,
  LoadSampleButton,
  NoteList,
  OptionsBox,
  Panel,
  RunStatus,
  TextField,
  useLiveTask,
  useToolState,
  type Choice,
  type KeyValue,
} from '../../kit';
import {
  BATCH_CHOICES,
  BATCH_DEFAULTS,
  BatchCheck,
  CheckModes,
  NotCheckedPanel,
  PrivacyNote,
  VerdictBadge,
  VerdictPanel,
} from '../../kit/Validation';
import {
  BROKEN_SAMPLE_INPUT,
  LIMITS,
  SAMPLE_INPUT,
  type AddressAnalysis,
  type HtmlVerdict,
  type EmailForm,
  type EmailReading,
  type Note,
} from './core';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'email-validator' }),
};

const READINGS: readonly Choice<EmailReading>[] = [
  {
    value: 'strict',
    label: 'RFC 5321 (SMTP)',
    hint: 'What mail can be sent to: no comments, no folding white space, no obsolete forms, and the length limits. For sign-up forms.',
  },
  {
    value: 'lenient',
    label: 'RFC 5322 full',
    hint: 'Everything a message header may hold, comments and obsolete forms included; what SMTP would refuse is a warning.',
  },
];

const FORMS: readonly Choice<EmailForm>[] = [
  { value: 'address', label: 'Bare address', hint: 'One address: ada@example.com.' },
  {
    value: 'mailbox',
    label: 'With display names',
    hint: 'As a To: header holds them: Ada Lovelace <ada@example.com>, "Babbage, Charles" <cb@example.com>, and groups (Team: a@example.com, b@example.com;).',
  },
];

const DEFAULTS = { input: '', ...BATCH_DEFAULTS, reading: 'strict' as EmailReading, form: 'address' as EmailForm };
const RULES = {
  choices: {
    ...BATCH_CHOICES,
    reading: READINGS.map((choice) => choice.value),
    form: FORMS.map((choice) => choice.value),
  },
};

const NOT_CHECKED = [
  {
    check: 'Whether the domain takes mail',
    why: 'an MX (or A) record lookup, which would send the domain to a DNS server',
  },
  { check: 'Whether the mailbox exists', why: 'an SMTP conversation with the domain’s mail server' },
  {
    check: 'Disposable-address domains',
    why: 'a list of throwaway mail services that changes daily and would have to be fetched',
  },
];

const LEVEL_LABELS: Readonly<Record<Note['level'], string>> = {
  rfc5321: 'RFC 5321',
  cfws: 'RFC 5322 only',
  deprecated: 'Obsolete RFC 5322',
  rfc5322: 'RFC 5322 only',
  warning: 'Warning',
};

export default function EmailValidatorView() {
  const [state, update, reset] = useToolState(DEFAULTS, RULES);
  const options = { reading: state.reading, form: state.form };
  const run = useLiveTask(source, 'analyseEmail', [state.input, options], {
    enabled: state.mode === 'single' && state.input.trim() !== '',
  });
  const result = run.result;

  return (
    <>
      <OptionsBox legend="Options" stacked>
        <ChoiceGroup
          legend="Rules"
          choices={READINGS}
          value={state.reading}
          onChange={(reading) => update({ reading })}
          inline
        />
        <ChoiceGroup legend="Input" choices={FORMS} value={state.form} onChange={(form) => update({ form })} inline />
      </OptionsBox>

      <ActionBar>
        <LoadSampleButton onClick={() => update({ input: SAMPLE_INPUT, mode: 'single', form: 'address' })} />
        <BrokenSampleButton onClick={() => update({ input: BROKEN_SAMPLE_INPUT, mode: 'single', form: 'address' })} />
        <ClearButton onClick={reset} />
      </ActionBar>

      <CheckModes
        mode={state.mode}
        onMode={(mode) => update({ mode })}
        item="address"
        single={
          <div className="flex flex-col gap-4">
            <TextField
              label={state.form === 'mailbox' ? 'E-mail addresses, with display names' : 'E-mail address'}
              value={state.input}
              onChange={(input) => update({ input })}
              placeholder={
                state.form === 'mailbox'
                  ? 'Ada Lovelace <ada@example.com>, "Babbage, Charles" <cb@example.com>'
                  : 'ada@example.com'
              }
              monospace
              stacked
            />
            <RunStatus run={run} errorTitle="Cannot Check This Address" />
            {result && state.input.trim() !== '' && (
              <>
                <VerdictPanel value={state.input} check={result.check} stale={run.stale} />
                {result.addresses.length === 1 && <AddressDetails analysis={result.addresses[0]!} stale={run.stale} />}
                {result.addresses.length > 1 &&
                  result.addresses.map((analysis, index) => (
                    <AddressDetails
                      key={`${analysis.offset}`}
                      analysis={analysis}
                      stale={run.stale}
                      title={`Address ${index + 1}`}
                    />
                  ))}
              </>
            )}
          </div>
        }
        batch={
          <BatchCheck
            source={source}
            toolOptions={[{ reading: state.reading, form: state.form }]}
            state={state}
            update={update}
            items="e-mail addresses"
            placeholder={'One address a line:\nada@example.com\nbob@gmial.com'}
            fileName="email-verdicts.csv"
            detailsHeader="Domain"
          />
        }
      />

      <NotCheckedPanel items={NOT_CHECKED} />
      <PrivacyNote />
    </>
  );
}

/** Why the browser's test read other text than the address as typed. */
function testedAs(html: HtmlVerdict, address: string): string {
  const reasons: string[] = [];
  // The field's value sanitisation drops line breaks and the blanks at either end.
  if (/[\r\n]|^[\t\f ]|[\t\f ]$/.test(address))
    reasons.push('without the line breaks and the blanks at either end, which the field drops');
  if (html.punycode) reasons.push('the domain in punycode, as Chromium checks it');
  return reasons.join('; ');
}

function Mono({ children }: { children: string }) {
  return <code className="font-mono break-all">{children}</code>;
}

/** One address broken down: its parts, both forms of its domain, the lengths, the browser's verdict, the notes. */
function AddressDetails({ analysis, stale, title }: { analysis: AddressAnalysis; stale: boolean; title?: string }) {
  const items: KeyValue[] = [];
  if (title) items.push({ label: 'Verdict', value: <VerdictBadge verdict={analysis.check.verdict} /> });
  if (title) items.push({ label: 'Reason', value: analysis.check.reason });
  if (analysis.group !== undefined) items.push({ label: 'Group', value: analysis.group });
  if (analysis.displayName !== undefined) items.push({ label: 'Display name', value: analysis.displayName });
  if (analysis.local !== undefined) items.push({ label: 'Local part', value: <Mono>{analysis.local}</Mono> });
  if (analysis.domain !== undefined) {
    if (analysis.domainKind === 'name' && analysis.domainUnicode !== analysis.domainAscii) {
      items.push({
        label: 'Domain (Unicode)',
        value: <CopyableValue text={analysis.domainUnicode!} label="domain in Unicode" />,
      });
      items.push({
        label: 'Domain (punycode)',
        value: <CopyableValue text={analysis.domainAscii!} label="domain in punycode" />,
      });
    } else items.push({ label: 'Domain', value: <Mono>{analysis.domain}</Mono> });
    items.push({
      label: 'Domain kind',
      value:
        analysis.domainKind === 'name'
          ? 'Domain name'
          : analysis.domainKind === 'ipv4'
            ? 'IPv4 address literal'
            : analysis.domainKind === 'ipv6'
              ? 'IPv6 address literal'
              : 'General domain literal',
    });
  }
  if (analysis.suggestion)
    items.push({
      label: 'Did you mean',
      value: <CopyableValue text={analysis.suggestion} label="suggested address" />,
    });
  if (analysis.lengths)
    items.push({
      label: 'Lengths',
      value: `local part ${analysis.lengths.local}/${LIMITS.local}, domain ${analysis.lengths.domain}/${LIMITS.domain}, address ${analysis.lengths.address}/${LIMITS.address}`,
    });
  if (analysis.html)
    items.push({
      label: 'Browser type=email',
      value: (
        <span>
          {analysis.html.accepts ? 'Accepts it' : 'Refuses it'}
          {analysis.html.accepts !== (analysis.check.verdict !== 'invalid') && (
            <span className="font-medium">
              {' '}
              — unlike the RFC{' '}
              {analysis.check.verdict === 'invalid'
                ? 'verdict: the HTML rule is looser here'
                : 'verdict: the HTML rule is stricter'}
            </span>
          )}
          {analysis.html.tested !== analysis.address && (
            <span className="block text-xs text-gray-600 dark:text-gray-300">
              Tested as <Mono>{analysis.html.tested}</Mono> ({testedAs(analysis.html, analysis.address)})
            </span>
          )}
        </span>
      ),
    });
  // The verdict already says its reason; the notes list the rest.
  const notes = analysis.notes.filter((note) => !analysis.check.reason.includes(note.message));
  return (
    <Panel title={title ?? 'Address'} stale={stale}>
      <KeyValueList items={items} label={title ?? 'Address'} />
      {notes.length > 0 && (
        <NoteList
          notes={notes.map((note, index) => ({
            key: `${index}`,
            text: `${LEVEL_LABELS[note.level]}: ${note.message}`,
          }))}
        />
      )}
    </Panel>
  );
}
