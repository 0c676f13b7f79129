import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ErrorBoundary } from './ErrorBoundary';

function Crashing({ crash }: { crash: boolean }) {
  if (crash) throw new Error('Kaboom in the tool');
  return <p>Tool works</p>;
}

function Harness() {
  const [crash, setCrash] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setCrash(false)}>
        Fix it
      </button>
      <ErrorBoundary name="Broken Tool">
        <Crashing crash={crash} />
      </ErrorBoundary>
      <p>The shell is still here</p>
    </>
  );
}

describe('ErrorBoundary', () => {
  it("keeps a tool's crash inside the tool, with the message, a way back and a retry", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Router hook={memoryLocation({ path: '/broken' }).hook}>
        <Harness />
      </Router>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong in Broken Tool');
    expect(screen.getByRole('alert')).toHaveTextContent('Kaboom in the tool');
    expect(screen.getByRole('link', { name: 'Back to all tools' })).toHaveAttribute('href', '/');
    expect(screen.getByText('The shell is still here')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Fix it' }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Tool works')).toBeInTheDocument();
  });

  it('can start over, forgetting what the tool saved, when the saved input is what crashes it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let saved = true;
    function CrashesOnSavedInput() {
      if (saved) throw new Error('Saved input breaks me');
      return <p>Tool works</p>;
    }
    render(
      <Router hook={memoryLocation({ path: '/broken' }).hook}>
        <ErrorBoundary name="Broken Tool" onStartOver={() => (saved = false)}>
          <CrashesOnSavedInput />
        </ErrorBoundary>
      </Router>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Start over with empty input' }));
    expect(screen.getByText('Tool works')).toBeInTheDocument();
  });
});
