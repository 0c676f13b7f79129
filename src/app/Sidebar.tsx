import { FlaskConical, House, Info, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { findTool, groupedTools, searchTools, toolCountLabel, tools, type Tool } from '../catalogue';
import { useSearchKeywords } from './useToolDetails';
import { siteConfig } from '../site-config';
import { SIDEBAR_FAVORITES_PREVIEW, useUserStore } from '../state/user';
import { Logo } from './Logo';
import { SearchBox } from './SearchBox';
import { ToolLinkList } from './ToolLinkList';

function NavLink({ href, icon, children }: { href: string; icon: ReactNode; children: ReactNode }) {
  const [location] = useLocation();
  const active = location === href;
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      className={`flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium ${
        active
          ? 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100'
          : 'text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800'
      }`}
    >
      {icon}
      {children}
    </Link>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-4" aria-label={title}>
      <h2 className="mb-1 px-3 text-xs font-semibold tracking-wider text-gray-600 uppercase dark:text-gray-400">
        {title}
      </h2>
      {children}
    </section>
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab from the last focusable element goes to the first, and Shift+Tab from the first to the last. */
function keepFocusInside(container: HTMLElement, event: KeyboardEvent) {
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Scrolls the list that holds `link` just enough to show it. Not scrollIntoView: Chromium moves the
 * sequential focus starting point to an element scrolled into view, so the first Tab on a page then skipped
 * "Skip to content" and everything above the current link.
 */
function revealInList(link: HTMLElement) {
  const list = link.closest<HTMLElement>('nav');
  if (!list) return;
  const shown = list.getBoundingClientRect();
  const box = link.getBoundingClientRect();
  if (box.top < shown.top) list.scrollTop -= shown.top - box.top;
  else if (box.bottom > shown.bottom) list.scrollTop += box.bottom - shown.bottom;
}

interface SidebarProps {
  /** Below 1024px the sidebar is a drawer. */
  open: boolean;
  onClose: () => void;
}

export function Sidebar({ open, onClose }: SidebarProps) {
  const [query, setQuery] = useState('');
  const favoriteIds = useUserStore((state) => state.favorites);
  const favorites = useMemo(
    () => favoriteIds.map(findTool).filter((tool): tool is Tool => tool !== undefined),
    [favoriteIds],
  );
  const keywords = useSearchKeywords();
  const results = useMemo(() => (query.trim() ? searchTools(query, tools, keywords) : null), [query, keywords]);
  const closeButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const [location] = useLocation();

  // The drawer is modal while open: focus starts on its close button, Tab cycles inside it, Escape closes
  // it, and focus goes back to where it was (the menu button) when it closes.
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      else if (event.key === 'Tab' && panel.current) keepFocusInside(panel.current, event);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      if (opener?.isConnected) opener.focus();
    };
  }, [open, onClose]);

  // The current tool's link is in view, even far down the list (a deep link, or a tool opened from home).
  useEffect(() => {
    const link = panel.current?.querySelector<HTMLElement>('nav [aria-current="page"]');
    if (link) revealInList(link);
  }, [location, results]);

  return (
    <>
      {open && (
        <div
          className="fixed inset-0 z-40 bg-black/50 lg:hidden"
          onClick={onClose}
          data-testid="sidebar-backdrop"
          aria-hidden="true"
        />
      )}
      <aside
        ref={panel}
        id="sidebar"
        aria-label="Tools"
        className={`fixed inset-y-0 left-0 z-50 flex w-80 max-w-[85vw] flex-col border-r border-gray-200 bg-white transition-transform duration-200 lg:z-20 lg:max-w-none lg:translate-x-0 dark:border-gray-800 dark:bg-[#0a0a0a] ${
          open ? 'translate-x-0' : '-translate-x-full invisible lg:visible'
        }`}
        // Any link inside closes the drawer.
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) onClose();
        }}
      >
        <div className="flex items-center justify-between gap-2 p-4">
          <Link href="/" aria-label={`${siteConfig.name} home`} className="rounded-md">
            <Logo />
          </Link>
          <button
            ref={closeButton}
            type="button"
            onClick={onClose}
            aria-label="Close sidebar"
            className="rounded-md p-2 text-gray-700 hover:bg-gray-100 lg:hidden dark:text-gray-200 dark:hover:bg-gray-800"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
        <div className="px-4 pb-2">
          <SearchBox value={query} onChange={setQuery} />
        </div>
        <nav aria-label="Tool navigation" className="flex-1 overflow-y-auto px-2 pb-4">
          <div className="flex flex-col gap-0.5">
            <NavLink href="/" icon={<House className="h-4 w-4" aria-hidden="true" />}>
              Home
            </NavLink>
            <NavLink href="/recipe" icon={<FlaskConical className="h-4 w-4" aria-hidden="true" />}>
              Recipe
            </NavLink>
            <NavLink href="/about" icon={<Info className="h-4 w-4" aria-hidden="true" />}>
              About
            </NavLink>
          </div>
          {favorites.length > 0 && (
            <Group title="Favorites">
              <ToolLinkList tools={favorites.slice(0, SIDEBAR_FAVORITES_PREVIEW)} />
              {favorites.length > SIDEBAR_FAVORITES_PREVIEW && (
                <Link
                  href="/favorites"
                  className="mt-1 block px-3 py-1 text-sm text-blue-700 hover:underline dark:text-blue-300"
                >
                  View all {favorites.length} favorites
                </Link>
              )}
            </Group>
          )}
          {results ? (
            <Group title={`Search Results (${results.length})`}>
              {results.length > 0 ? (
                <ToolLinkList tools={results} />
              ) : (
                <p className="px-3 py-2 text-sm text-gray-600 dark:text-gray-300">No tools match “{query.trim()}”.</p>
              )}
            </Group>
          ) : (
            groupedTools().map(({ category, tools: groupTools }) => (
              <Group key={category.id} title={category.title}>
                <ToolLinkList tools={groupTools} />
              </Group>
            ))
          )}
        </nav>
        <p className="border-t border-gray-200 p-4 text-center text-xs text-gray-600 dark:border-gray-800 dark:text-gray-400">
          {toolCountLabel()} Tools • 100% Private • Free
        </p>
      </aside>
    </>
  );
}
