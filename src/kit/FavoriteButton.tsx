import { Star } from 'lucide-react';
import { useUserStore } from '../state/user';

/** The star that adds a tool to favorites or removes it. It never triggers a surrounding link. */
export function FavoriteButton({
  toolId,
  toolName,
  className = '',
}: {
  toolId: string;
  toolName: string;
  className?: string;
}) {
  const isFavorite = useUserStore((state) => state.favorites.includes(toolId));
  const toggleFavorite = useUserStore((state) => state.toggleFavorite);
  const label = isFavorite ? 'Remove from favorites' : 'Add to favorites';
  return (
    <button
      type="button"
      title={label}
      aria-label={`${label}: ${toolName}`}
      aria-pressed={isFavorite}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        toggleFavorite(toolId);
      }}
      className={`rounded-md p-1.5 text-gray-500 transition-colors hover:bg-gray-100 hover:text-yellow-500 dark:text-gray-400 dark:hover:bg-gray-800 ${className}`}
    >
      <Star className={`h-5 w-5 ${isFavorite ? 'fill-yellow-400 text-yellow-500' : ''}`} aria-hidden="true" />
    </button>
  );
}
