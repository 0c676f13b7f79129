import { CopyableValue, KeyValueList, NoteList, Panel, type KeyValue } from '../../kit';
import { VerdictBadge } from '../../kit/Validation';
import { LIMITS, type AddressAnalysis, type HtmlVerdict, type Note } from './core';

const LEVEL_LABELS: Readonly<Record<Note['level'], string>> = {
  rfc5321: 'RFC 5321',
  cfws: 'RFC 5322 only',
  deprecated: 'Obsolete RFC 5322',
  rfc5322: 'RFC 5322 only',
  warning: 'Warning',
};

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
export function AddressDetails({
  analysis,
  stale,
  title,
}: {
  analysis: AddressAnalysis;
  stale: boolean;
  title?: string;
}) {
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
