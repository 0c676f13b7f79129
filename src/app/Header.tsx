import { Coffee, Command, Menu, Moon, Sun } from 'lucide-react';
import { Link } from 'wouter';
import { siteConfig } from '../site-config';
import { useTheme } from '../state/theme';
import { GithubIcon } from './GithubIcon';
import { Logo } from './Logo';

export function Header({
  onOpenSidebar,
  sidebarOpen,
  onOpenPalette,
}: {
  onOpenSidebar: () => void;
  sidebarOpen: boolean;
  onOpenPalette: () => void;
}) {
  const isDark = useTheme((state) => state.isDark);
  const toggleTheme = useTheme((state) => state.toggleTheme);
  const linkClass =
    'rounded-md px-2 py-1.5 text-sm font-medium text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800';
  return (
    <header className="sticky top-0 z-30 border-b border-gray-200 bg-white/90 backdrop-blur dark:border-gray-800 dark:bg-[#0a0a0a]/90">
      <div className="flex h-14 items-center gap-2 px-3 sm:px-6">
        <button
          type="button"
          onClick={onOpenSidebar}
          aria-label="Open sidebar"
          aria-expanded={sidebarOpen}
          aria-controls="sidebar"
          className="rounded-md p-2 text-gray-700 hover:bg-gray-100 lg:hidden dark:text-gray-200 dark:hover:bg-gray-800"
        >
          <Menu className="h-5 w-5" aria-hidden="true" />
        </button>
        <Link href="/" className="rounded-md lg:hidden" aria-label={`${siteConfig.name} home`}>
          <Logo compact />
        </Link>
        <nav aria-label="Site" className="ml-auto flex items-center gap-1">
          <button
            type="button"
            onClick={onOpenPalette}
            aria-label="Open the command palette"
            aria-keyshortcuts="Control+K Meta+K"
            title="Command palette (Ctrl+K)"
            className={`${linkClass} inline-flex items-center gap-1.5`}
          >
            <Command className="h-4 w-4" aria-hidden="true" />
            <span className="hidden md:inline">
              <kbd className="font-sans">Ctrl K</kbd>
            </span>
          </button>
          <Link href="/favorites" className={linkClass}>
            Favorites
          </Link>
          <Link href="/about" className={linkClass}>
            About
          </Link>
          <a
            href={siteConfig.sourceUrl}
            target="_blank"
            rel="noopener noreferrer"
            // Left out below 640px, where the header has no room beside the palette button; About links it.
            className={`${linkClass} hidden sm:inline-flex`}
            aria-label="GitHub (opens in a new tab)"
          >
            <GithubIcon />
          </a>
          <a
            href={siteConfig.donateUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Buy me a coffee (opens in a new tab)"
            className="inline-flex items-center gap-1.5 rounded-md bg-yellow-400 px-2.5 py-1.5 text-sm font-semibold text-gray-900 hover:bg-yellow-300"
          >
            <Coffee className="h-4 w-4" aria-hidden="true" />
            <span className="hidden xl:inline">Buy me a coffee</span>
          </a>
          <button
            type="button"
            onClick={toggleTheme}
            aria-label={isDark ? 'Switch to light theme' : 'Switch to dark theme'}
            title={isDark ? 'Switch to light theme' : 'Switch to dark theme'}
            className="rounded-md p-2 text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800"
          >
            {isDark ? <Sun className="h-5 w-5" aria-hidden="true" /> : <Moon className="h-5 w-5" aria-hidden="true" />}
          </button>
        </nav>
      </div>
    </header>
  );
}
