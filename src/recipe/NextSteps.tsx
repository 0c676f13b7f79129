import { Lightbulb } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Tool } from '../catalogue';
import { Button } from '../kit/Button';
import { STEP_TOOLS } from './AddStep';

/** How many suggestions are offered: the best few, not a second list of every tool. */
const SUGGESTED = 3;

export interface Suggestion {
  tool: Tool;
  /** What the detector read from the text (a direction, a mode): the step's options where its schema has them. */
  state: Record<string, unknown>;
}

/**
 * The next step, proposed from what the chain gives so far: the tools whose detectors recognise the text, best
 * first (base64 of a JSON document proposes Base64 Decoder; its output, JSON Formatter). The detectors load on
 * first use, and read only the head of a long text.
 */
export function NextSteps({
  text,
  lastToolId,
  onAdd,
}: {
  text: string;
  lastToolId: string | undefined;
  onAdd: (suggestion: Suggestion) => void;
}) {
  const [suggestions, setSuggestions] = useState<readonly Suggestion[]>([]);
  useEffect(() => {
    let current = true;
    if (text.trim() === '') {
      setSuggestions([]);
      return;
    }
    void import('../catalogue/detection').then(({ rankTools }) => {
      if (!current) return;
      const candidates = STEP_TOOLS.filter((tool) => tool.id !== lastToolId);
      setSuggestions(rankTools(text, candidates).slice(0, SUGGESTED));
    });
    return () => {
      current = false;
    };
  }, [text, lastToolId]);

  if (suggestions.length === 0) return null;
  return (
    <section aria-label="Suggested next steps" className="flex flex-wrap items-center gap-2">
      <span className="flex items-center gap-1 text-sm text-gray-600 dark:text-gray-300">
        <Lightbulb className="h-4 w-4" aria-hidden="true" />
        Suggested next step:
      </span>
      {suggestions.map((suggestion) => (
        <Button key={suggestion.tool.id} size="sm" onClick={() => onAdd(suggestion)}>
          <span aria-hidden="true">{suggestion.tool.icon} </span>
          {suggestion.tool.name}
        </Button>
      ))}
    </section>
  );
}
