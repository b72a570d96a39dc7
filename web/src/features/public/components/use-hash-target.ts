import { useEffect } from 'react';
import { useLocation } from 'wouter';

/**
 * Brings the section an address names (/about#how-it-works) into view once the page has drawn it:
 * the browser looks for it before a lazily loaded page exists.
 */
export function useHashTarget(): void {
  const [location] = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, [location]);
}
