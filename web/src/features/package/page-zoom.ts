/** Zoom of a preview page opened full screen, as a multiple of the page fitted to the screen. */
export const ZOOM_FIT = 1;
const ZOOM_MOST = 4;
/** The steps the + and − buttons and keys go through. */
const ZOOM_STEPS = [1, 1.5, 2, 3, 4] as const;

export const clampZoom = (zoom: number): number => Math.min(ZOOM_MOST, Math.max(ZOOM_FIT, zoom));

/** The next step in or out from any zoom, also one a pinch left between two steps. */
export function nextZoom(current: number, direction: 'in' | 'out'): number {
  const step = direction === 'in' ? ZOOM_STEPS.find((zoom) => zoom > current + 0.01) : [...ZOOM_STEPS].reverse().find((zoom) => zoom < current - 0.01);
  return step ?? (direction === 'in' ? ZOOM_MOST : ZOOM_FIT);
}
