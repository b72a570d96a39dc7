import { describe, expect, it } from 'vitest';
import { clampZoom, nextZoom, ZOOM_FIT } from './page-zoom.ts';

describe('the zoom of a preview page opened full screen', () => {
  it('steps in and out from the fitted page and stops at both ends', () => {
    expect(nextZoom(ZOOM_FIT, 'in')).toBe(1.5);
    expect(nextZoom(3, 'in')).toBe(4);
    expect(nextZoom(4, 'in')).toBe(4);
    expect(nextZoom(1.5, 'out')).toBe(ZOOM_FIT);
    expect(nextZoom(ZOOM_FIT, 'out')).toBe(ZOOM_FIT);
  });

  it('goes to the neighbouring step from a zoom a pinch left between steps', () => {
    expect(nextZoom(2.4, 'in')).toBe(3);
    expect(nextZoom(2.4, 'out')).toBe(2);
  });

  it('keeps a pinch between the fitted page and four times it', () => {
    expect(clampZoom(0.3)).toBe(ZOOM_FIT);
    expect(clampZoom(9)).toBe(4);
    expect(clampZoom(2.2)).toBe(2.2);
  });
});
