import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Route, Router, Switch, useLocation } from 'wouter';
import { findToolByPath, tools, type Tool } from '../catalogue';
import { ChainContext, type Chain } from '../kit/chain';
import { LoadingBlock } from '../kit/Spinner';
import { RECIPE_PAGE } from '../recipe/page';
import { useUserStore } from '../state/user';
import { Header } from './Header';
import { HomePage } from './pages/HomePage';
import { Sidebar } from './Sidebar';
import { reconcileUserData } from './startup';
import { ToastStack } from './ToastStack';
import { useGlobalShortcuts } from './useGlobalShortcuts';
import { useOpenTool } from './useOpenTool';

const CommandPalette = lazy(() => import('./CommandPalette'));
// The pages besides home and the tools load when visited: home carries the catalogue, and room for more tools.
const AboutPage = lazy(() => import('./pages/AboutPage').then(({ AboutPage }) => ({ default: AboutPage })));
const FavoritesPage = lazy(() =>
  import('./pages/FavoritesPage').then(({ FavoritesPage }) => ({ default: FavoritesPage })),
);
const NotFoundPage = lazy(() => import('./pages/NotFoundPage').then(({ NotFoundPage }) => ({ default: NotFoundPage })));
const ShortcutsDialog = lazy(() => import('./ShortcutsDialog'));
// The tool frame (header, share, details, error boundary) is not home's: it loads with the first tool page.
const ToolRoute = lazy(() => import('./ToolRoute').then(({ ToolRoute }) => ({ default: ToolRoute })));

const DESKTOP = '(min-width: 1024px)';

/** Every visit to a tool path goes to the front of the history. */
function useRecordToolVisits() {
  const [location] = useLocation();
  const recordVisit = useUserStore((state) => state.recordVisit);
  useEffect(() => {
    const tool = findToolByPath(location);
    if (tool) recordVisit({ id: tool.id, name: tool.name, path: tool.path });
    window.scrollTo?.(0, 0);
  }, [location, recordVisit]);
}

/** From 1024px the sidebar is not a drawer: one left open on a narrow window closes as the window widens. */
function useCloseDrawerOnDesktop(close: () => void) {
  useEffect(() => {
    const desktop = window.matchMedia?.(DESKTOP);
    if (!desktop) return;
    const onChange = () => {
      if (desktop.matches) close();
    };
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [close]);
}

/**
 * How a result reaches the next tool: the detectors (loaded on first use, so the home route does not carry
 * them) rank the tools for the text, and opening one hands the text over in memory.
 */
function useChain(): Chain {
  const openTool = useOpenTool();
  return useMemo(
    () => ({
      async destinations(text, from, kind) {
        const { destinationsFor } = await import('../catalogue/detection');
        return destinationsFor(text, from ?? undefined, kind).map(({ tool, score, state }) => ({
          toolId: tool.id,
          name: tool.name,
          icon: tool.icon,
          suggested: score > 0,
          state,
        }));
      },
      open: (destination) => openTool(destination.toolId, destination.state),
      // The recipe's hand-over loads with the first Open in… menu, never with home.
      canStartRecipe: (from) => import('../recipe/from-tool').then((module) => module.canStartRecipe(from)),
      startRecipe: (from, state, rules) =>
        void import('../recipe/from-tool')
          .then((module) => module.startRecipe(from, state, rules, openTool))
          .catch(() => undefined),
    }),
    [openTool],
  );
}

/** A tool's page: its screen's chunk starts loading beside the frame's, not after it. */
function ToolPage({ tool }: { tool: Tool }) {
  useEffect(() => {
    tool.load().catch(() => undefined);
  }, [tool]);
  return <ToolRoute tool={tool} />;
}

function Shell() {
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const closeSidebar = useCallback(() => setSidebarOpen(false), []);
  useRecordToolVisits();
  useEffect(reconcileUserData, []);
  useCloseDrawerOnDesktop(closeSidebar);
  const chain = useChain();
  const [location] = useLocation();
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const openPalette = useCallback(() => setPaletteOpen(true), []);
  const showShortcuts = useCallback(() => setShortcutsOpen(true), []);
  const focusSearch = useCallback(() => {
    const focus = () => document.querySelector<HTMLInputElement>('#sidebar input[type=search]')?.focus();
    if (window.matchMedia?.(DESKTOP).matches) focus();
    else {
      setSidebarOpen(true);
      // After the drawer has opened (and put focus on its close button).
      requestAnimationFrame(() => setTimeout(focus, 0));
    }
  }, []);
  useGlobalShortcuts({ openPalette, showShortcuts, focusSearch });

  return (
    <div className="min-h-screen">
      <a
        href="#main"
        className="sr-only z-[70] rounded bg-blue-600 px-3 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Sidebar open={sidebarOpen} onClose={closeSidebar} />
      {/* While the drawer is open the page behind it is inert: no focus, no clicks, hidden from screen readers. */}
      <div className="lg:pl-80" inert={sidebarOpen}>
        <Header onOpenSidebar={() => setSidebarOpen(true)} sidebarOpen={sidebarOpen} onOpenPalette={openPalette} />
        <main id="main" tabIndex={-1} className="px-4 py-6 outline-none sm:px-6 lg:px-8">
          <ChainContext.Provider value={chain}>
            <Suspense fallback={<LoadingBlock label="Loading..." />}>
              <Switch>
                <Route path="/">
                  <HomePage />
                </Route>
                <Route path="/about">
                  <AboutPage />
                </Route>
                <Route path="/favorites">
                  <FavoritesPage />
                </Route>
                <Route path={RECIPE_PAGE.path}>
                  <ToolPage tool={RECIPE_PAGE} />
                </Route>
                {tools.map((tool) => (
                  <Route key={tool.id} path={tool.path}>
                    <ToolPage tool={tool} />
                  </Route>
                ))}
                <Route>
                  <NotFoundPage />
                </Route>
              </Switch>
            </Suspense>
          </ChainContext.Provider>
        </main>
      </div>
      <ToastStack />
      <Suspense fallback={null}>
        {paletteOpen && (
          <CommandPalette onClose={() => setPaletteOpen(false)} onShowShortcuts={() => setShortcutsOpen(true)} />
        )}
        {shortcutsOpen && (
          <ShortcutsDialog
            onClose={() => setShortcutsOpen(false)}
            primaryAction={findToolByPath(location)?.primaryAction}
          />
        )}
      </Suspense>
    </div>
  );
}

/** The app under a base path, so it can be hosted in a sub-folder (BASE_PATH at build time). */
export function App() {
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  return (
    <Router base={base}>
      <Shell />
    </Router>
  );
}
