import { findTool } from '../catalogue';
import { useUserStore } from '../state/user';

/**
 * Runs once when the shell mounts. Stored favorites and history may name tools that were renamed or
 * removed since they were saved: drop the unknown ones and refresh names and paths from the catalogue.
 */
export function reconcileUserData(): void {
  const { favorites, history } = useUserStore.getState();
  const knownFavorites = favorites.filter((id) => findTool(id));
  const knownHistory = history.flatMap((entry) => {
    const tool = findTool(entry.id);
    return tool ? [{ ...entry, name: tool.name, path: tool.path }] : [];
  });
  const changed =
    knownFavorites.length !== favorites.length ||
    knownHistory.length !== history.length ||
    knownHistory.some((entry, index) => entry.name !== history[index]!.name || entry.path !== history[index]!.path);
  if (changed) useUserStore.setState({ favorites: knownFavorites, history: knownHistory });
}
