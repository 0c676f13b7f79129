import { CopyableValue, KeyValueList, Panel } from '../../kit';
import type { PhoneDetails } from './core';

export function NumberDetails({ details }: { details: PhoneDetails }) {
  return (
    <KeyValueList
      label="Number"
      items={[
        {
          label: 'Country',
          value: (
            <>
              <span aria-hidden="true">{details.flag} </span>
              {details.countryName}
              {details.country && ` (${details.country})`}
              {details.countryNote && (
                <span className="block text-xs text-gray-600 dark:text-gray-300">{details.countryNote}</span>
              )}
            </>
          ),
        },
        { label: 'Calling code', value: details.callingCode },
        { label: 'National number', value: <span className="font-mono">{details.nationalNumber}</span> },
        ...(details.extension ? [{ label: 'Extension', value: details.extension }] : []),
        { label: 'Type', value: details.typeLabel },
        { label: 'Possible', value: details.possible ? 'Yes: its length is one the country uses' : 'No' },
        { label: 'Valid', value: details.valid ? 'Yes: it is in a range the country assigns' : 'No' },
      ]}
    />
  );
}

export function FormatsPanel({ details, stale }: { details: PhoneDetails; stale: boolean }) {
  return (
    <Panel title="Formats" stale={stale}>
      <KeyValueList
        label="Formats"
        items={[
          { label: 'E.164', value: <CopyableValue text={details.e164} label="E.164" /> },
          { label: 'International', value: <CopyableValue text={details.international} label="International" /> },
          { label: 'National', value: <CopyableValue text={details.national} label="National" /> },
          { label: 'tel: URI (RFC 3966)', value: <CopyableValue text={details.uri} label="tel: URI" /> },
        ]}
      />
    </Panel>
  );
}
