import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'wouter';

interface ErrorBoundaryProps {
  /** Which part failed, for the message ("JSON Formatter"). */
  name: string;
  /**
   * Forgets what the part had saved, for "Start over": a tool restores its last input on load, so if that
   * input is what crashed it, trying again alone would crash again.
   */
  onStartOver?: () => void;
  children: ReactNode;
}

/** Keeps one tool's crash inside its own pane: the shell, sidebar and other tools keep working. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`${this.props.name} crashed`, error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div
        role="alert"
        className="mx-auto max-w-xl rounded-xl border border-red-300 bg-red-50 p-6 text-red-900 dark:border-red-800 dark:bg-red-950/60 dark:text-red-100"
      >
        <h2 className="text-xl font-bold">Something went wrong in {this.props.name}</h2>
        <p className="mt-2 text-sm">The rest of the app still works. Your input in other tools is untouched.</p>
        <pre className="mt-3 overflow-auto rounded bg-white/60 p-2 text-xs whitespace-pre-wrap dark:bg-black/40">
          {error.message}
        </pre>
        <div className="mt-4 flex gap-3">
          <button
            type="button"
            onClick={() => this.setState({ error: null })}
            className="rounded-lg bg-red-700 px-4 py-2 text-sm font-medium text-white hover:bg-red-800"
          >
            Try again
          </button>
          {this.props.onStartOver && (
            <button
              type="button"
              onClick={() => {
                this.props.onStartOver?.();
                this.setState({ error: null });
              }}
              className="rounded-lg border border-red-300 px-4 py-2 text-sm font-medium hover:bg-red-100 dark:border-red-800 dark:hover:bg-red-900"
            >
              Start over with empty input
            </button>
          )}
          <Link
            href="/"
            className="rounded-lg border border-red-300 px-4 py-2 text-sm font-medium hover:bg-red-100 dark:border-red-800 dark:hover:bg-red-900"
          >
            Back to all tools
          </Link>
        </div>
      </div>
    );
  }
}
