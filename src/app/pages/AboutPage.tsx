import { groupedTools, tools } from '../../catalogue';
import { useDocumentTitle } from '../../kit/useDocumentTitle';
import { siteConfig } from '../../site-config';

/** A label for this build, set as VITE_BUILD_ID when building (a release, a commit); none by default. */
const BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? '';

const keyFeatures = [
  { title: 'Client-side processing', text: 'Every tool runs in your browser; your data never leaves the page.' },
  { title: 'No registration', text: 'No account, no sign-up, no tracking. Open a tool and use it.' },
  { title: 'Responsive design', text: 'Works from a 360px phone screen up to a wide desktop.' },
  { title: 'Dark/light theme', text: 'Dark by default, with a light theme one click away; your choice is remembered.' },
  { title: 'Real-time processing', text: 'Results as you work, with heavy jobs moved off the main thread.' },
  { title: 'Copy & export', text: 'Copy results to the clipboard or download them as files.' },
];

const technologies = ['React 19', 'TypeScript', 'Vite', 'Tailwind CSS', 'CodeMirror 6', 'Web Workers', 'zustand'];

export function AboutPage() {
  useDocumentTitle('About');
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-10">
      <section>
        <h1 className="text-3xl font-extrabold">About {siteConfig.name}</h1>
        <p className="mt-3 text-lg text-gray-600 dark:text-gray-300">
          {siteConfig.name} is a free collection of developer utilities that run entirely in your browser. Format and
          validate JSON, convert between data formats, encode and decode text, and more, without uploading anything
          anywhere.
        </p>
      </section>

      <section aria-labelledby="features-heading">
        <h2 id="features-heading" className="mb-4 text-2xl font-bold">
          Key Features
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {keyFeatures.map((feature) => (
            <li key={feature.title} className="rounded-xl border border-gray-200 p-4 dark:border-gray-800">
              <h3 className="font-semibold">{feature.title}</h3>
              <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="categories-heading">
        <h2 id="categories-heading" className="mb-4 text-2xl font-bold">
          Tool Categories
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {/* Only categories with tools: no "0 Frontend Tools" card before the first one opens. */}
          {groupedTools().map(({ category, tools: categoryTools }) => {
            const count = categoryTools.length;
            return (
              <li
                key={category.id}
                className="rounded-xl border border-gray-200 p-4 dark:border-gray-800"
                data-category={category.id}
              >
                <p className="text-2xl font-bold tabular-nums">{count}</p>
                <p className="font-medium">{category.title}</p>
                <p className="text-sm text-gray-600 dark:text-gray-300">{category.tagline}</p>
              </li>
            );
          })}
        </ul>
        <p className="mt-3 text-sm text-gray-600 dark:text-gray-300">{tools.length} tools available in total.</p>
      </section>

      <section aria-labelledby="tech-heading">
        <h2 id="tech-heading" className="mb-4 text-2xl font-bold">
          Technology Stack
        </h2>
        <ul className="flex flex-wrap gap-2">
          {technologies.map((name) => (
            <li key={name} className="rounded-full bg-gray-100 px-3 py-1 text-sm font-medium dark:bg-gray-800">
              {name}
            </li>
          ))}
        </ul>
        {BUILD_ID && (
          <p className="mt-3 text-sm text-gray-600 dark:text-gray-300">
            Build <span className="font-mono">{BUILD_ID}</span>
          </p>
        )}
      </section>

      <section
        aria-labelledby="support-heading"
        className="rounded-xl border border-yellow-300 bg-yellow-50 p-6 dark:border-yellow-800 dark:bg-yellow-950/40"
      >
        <h2 id="support-heading" className="text-2xl font-bold">
          Support
        </h2>
        <p className="mt-2 text-gray-700 dark:text-gray-200">
          {siteConfig.name} is free and open source. Report a problem or read the code on{' '}
          <a
            href={siteConfig.sourceUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-blue-700 underline dark:text-blue-300"
          >
            GitHub
          </a>
          , or keep it going with a{' '}
          <a
            href={siteConfig.donateUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-blue-700 underline dark:text-blue-300"
          >
            coffee
          </a>
          .
        </p>
      </section>
    </div>
  );
}
