/** A preview page opened full screen, to read it on a phone (issue 24 item 8). */
export const zoomEn = {
  'zoom.open': 'Open page {page} of {count} full screen',
  'zoom.title': 'Page {page} of {count}',
  'zoom.hint': 'Pinch, or use the + and − buttons or keys, to zoom. Esc or Back closes.',
  'zoom.in': 'Zoom in',
  'zoom.out': 'Zoom out',
  'zoom.fit': 'Fit to screen ({percent}%)',
  'zoom.previous': 'Previous page',
  'zoom.next': 'Next page',
  'zoom.close': 'Close',
  'zoom.area': 'Page {page}, zoomed to {percent}%. Use the arrow keys to move around it.',
} as const;
