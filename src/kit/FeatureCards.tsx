import type { ReactNode } from 'react';

export interface Feature {
  title: string;
  description: string;
  icon?: ReactNode;
}

/** The "what this tool does" panel at the foot of a tool screen. */
export function FeatureCards({ title, features }: { title: string; features: readonly Feature[] }) {
  return (
    <section
      aria-labelledby={`features-${slug(title)}`}
      className="rounded-xl border border-gray-200 bg-gray-50 p-6 dark:border-gray-800 dark:bg-gray-900/50"
    >
      <h2 id={`features-${slug(title)}`} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {features.map((feature) => (
          <li key={feature.title} className="rounded-lg bg-white p-4 shadow-sm dark:bg-gray-900">
            <h3 className="flex items-center gap-2 font-medium">
              {feature.icon}
              {feature.title}
            </h3>
            <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">{feature.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}
