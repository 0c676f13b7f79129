import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';

/** The colours a feature's icon can take; each reads well on the light and the dark theme. */
const iconTones = {
  blue: 'text-blue-600 dark:text-blue-400',
  green: 'text-green-600 dark:text-green-400',
  purple: 'text-purple-600 dark:text-purple-400',
  orange: 'text-orange-600 dark:text-orange-400',
  red: 'text-red-600 dark:text-red-400',
  cyan: 'text-cyan-600 dark:text-cyan-400',
  pink: 'text-pink-600 dark:text-pink-400',
} as const;

export interface Feature {
  title: string;
  description: string;
  /** A lucide icon and its colour: data, so a screen lists its features without markup. */
  icon?: LucideIcon;
  tone?: keyof typeof iconTones;
}

/** The "what this tool does" panel at the foot of a tool screen. */
export function FeatureCards({ title, features }: { title: string; features: readonly Feature[] }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-gray-200 bg-gray-50 p-6 dark:border-gray-800 dark:bg-gray-900/50"
    >
      <h2 id={headingId} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {features.map(({ title: featureTitle, description, icon: Icon, tone = 'blue' }) => (
          <li key={featureTitle} className="rounded-lg bg-white p-4 shadow-sm dark:bg-gray-900">
            <h3 className="flex items-center gap-2 font-medium">
              {Icon && <Icon className={`h-4 w-4 shrink-0 ${iconTones[tone]}`} aria-hidden="true" />}
              {featureTitle}
            </h3>
            <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">{description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
