import { useEffect } from 'react';
import { siteConfig } from '../site-config';

/** Sets the document title while a page is shown: "Page | Site", or the site name alone. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${siteConfig.name}` : siteConfig.name;
  }, [title]);
}
