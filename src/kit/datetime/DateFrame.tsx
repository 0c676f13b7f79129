import type { ReactNode } from 'react';
import { ActionBar } from '../Button';
import { ClearButton, LoadSampleButton } from '../CommonActions';
import { TemporalReady } from '../TemporalReady';

interface DateFrameProps {
  onSample: () => void;
  onClear: () => void;
  /** The screen's body: drawn once Temporal is there. */
  children: ReactNode;
}

/**
 * The frame of a date and time tool: Load Sample and Clear in the action row, then the body once Temporal
 * has loaded (a loading message meanwhile).
 */
export function DateFrame({ onSample, onClear, children }: DateFrameProps) {
  return (
    <>
      <ActionBar>
        <LoadSampleButton onClick={onSample} />
        <ClearButton onClick={onClear} />
      </ActionBar>
      <TemporalReady>{children}</TemporalReady>
    </>
  );
}
