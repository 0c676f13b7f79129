import { Lock, ShieldCheck, Zap } from 'lucide-react';
import { groupedTools, toolCountLabel } from '../../catalogue';
import { useDocumentTitle } from '../../kit/useDocumentTitle';
import { siteConfig } from '../../site-config';
import { PasteAnything } from '../PasteAnything';
import { ToolGrid } from '../ToolCard';

const badges = ['100% Client-Side', 'Privacy First', 'Lightning Fast'];

const reasons = [
  {
    icon: Lock,
    title: 'Private by design',
    text: 'Everything runs in your browser. Nothing you paste is uploaded, logged or tracked.',
  },
  {
    icon: Zap,
    title: 'Fast on big input',
    text: 'Heavy work runs in the background, so multi-megabyte documents never freeze the page.',
  },
  {
    icon: ShieldCheck,
    title: 'Exact results',
    text: 'Big numbers keep every digit and your text stays exactly as you wrote it.',
  },
];

const stats = [
  { value: toolCountLabel(), label: 'Tools Available' },
  { value: '100%', label: 'Client-Side' },
  { value: '0ms', label: 'Server Latency' },
  { value: '∞', label: 'Privacy Protection' },
];

export function HomePage() {
  useDocumentTitle('');
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-12">
      <section className="pt-4 text-center">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-5xl">
          Developer tools that respect your privacy
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-gray-600 dark:text-gray-300">
          {siteConfig.tagline}: format, convert, validate and analyze with no sign-up and no server.
        </p>
        <ul className="mt-6 flex flex-wrap justify-center gap-2" aria-label="Highlights">
          {badges.map((badge) => (
            <li
              key={badge}
              className="rounded-full border border-blue-300 bg-blue-50 px-3 py-1 text-sm font-medium text-blue-900 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-100"
            >
              {badge}
            </li>
          ))}
        </ul>
      </section>

      <PasteAnything />

      {groupedTools().map(({ category, tools }) => (
        <section key={category.id} aria-labelledby={`category-${category.id}`}>
          <h2 id={`category-${category.id}`} className="text-2xl font-bold">
            {category.title}
          </h2>
          <p className="mb-4 text-gray-600 dark:text-gray-300">{category.tagline}</p>
          <ToolGrid tools={tools} />
        </section>
      ))}

      <section aria-labelledby="why-heading">
        <h2 id="why-heading" className="mb-4 text-center text-2xl font-bold">
          Why Choose Our Tools?
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          {reasons.map(({ icon: Icon, title, text }) => (
            <div key={title} className="rounded-xl border border-gray-200 p-6 dark:border-gray-800">
              <Icon className="h-8 w-8 text-blue-600 dark:text-blue-400" aria-hidden="true" />
              <h3 className="mt-3 font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">{text}</p>
            </div>
          ))}
        </div>
      </section>

      <section
        aria-label="Statistics"
        className="grid grid-cols-2 gap-4 rounded-2xl bg-blue-700 p-8 text-center text-white md:grid-cols-4"
      >
        {stats.map((stat) => (
          <div key={stat.label}>
            <p className="text-3xl font-extrabold">{stat.value}</p>
            <p className="text-sm text-blue-50">{stat.label}</p>
          </div>
        ))}
      </section>
    </div>
  );
}
