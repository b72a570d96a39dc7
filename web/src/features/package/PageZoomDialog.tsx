import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { clampZoom, nextZoom, ZOOM_FIT } from './page-zoom.ts';

/** The history entry an open page adds, so that the phone's Back closes the page and not the preview. */
const HISTORY_MARK = 'greencardPageZoom';

interface PageZoomDialogProps {
  pages: readonly string[];
  /** The same pages drawn sharp enough to zoom (the preview's are drawn for the panel, and blur here), page for page. */
  zoomPages: readonly string[];
  /** The page open (0-based), or null when none is. */
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/**
 * One preview page full screen, to read it on a phone: pinch (or Ctrl + wheel, or + and −) zooms,
 * the page scrolls under the finger or the arrow keys, Escape or the browser's Back closes it.
 */
export function PageZoomDialog({ pages, zoomPages, index, onIndex, onClose }: PageZoomDialogProps) {
  const t = useT();
  const titleId = useId();
  const hintId = useId();
  const open = index !== null;
  const [zoom, setZoom] = useState(ZOOM_FIT);
  const area = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);
  const previousZoom = useRef(zoom);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => setZoom(ZOOM_FIT), [index]);

  // The sharp page is drawn when first opened: the panel's page shows meanwhile, then gives way to it.
  const sharp = index === null ? undefined : zoomPages[index];
  const [loaded, setLoaded] = useState<string | null>(null);

  // Back closes the page: opening adds a history entry (same address), leaving it closes the dialog.
  useEffect(() => {
    if (!open) return;
    const state: unknown = window.history.state;
    const marked = typeof state === 'object' && state !== null && HISTORY_MARK in state;
    if (!marked) window.history.pushState({ ...(state as object | null), [HISTORY_MARK]: true }, '');
    const onPop = () => closeRef.current();
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [open]);

  // One close per opening: a key can reach this twice before Back has landed, and two Backs would leave the preview.
  const closing = useRef(false);
  useEffect(() => {
    closing.current = false;
  }, [open]);
  const close = () => {
    if (closing.current) return;
    closing.current = true;
    const state: unknown = window.history.state;
    // The page closes at once; its history entry is dropped behind it.
    if (typeof state === 'object' && state !== null && HISTORY_MARK in state) window.history.back();
    onClose();
  };

  // The point at the middle of the view stays in the middle as the page grows or shrinks.
  useLayoutEffect(() => {
    const view = area.current;
    const ratio = zoom / previousZoom.current;
    previousZoom.current = zoom;
    if (!view || ratio === 1) return;
    view.scrollLeft = (view.scrollLeft + view.clientWidth / 2) * ratio - view.clientWidth / 2;
    view.scrollTop = (view.scrollTop + view.clientHeight / 2) * ratio - view.clientHeight / 2;
  }, [zoom]);

  if (index === null) return <Dialog open={false} />;
  const count = pages.length;
  const page = index + 1;
  const percent = Math.round(zoom * 100);

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const onPointerDown = (event: PointerEvent) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) pinch.current = { distance: distance(), zoom };
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const start = pinch.current;
    if (start && start.distance > 0) setZoom(clampZoom(start.zoom * (distance() / start.distance)));
  };
  const onPointerEnd = (event: PointerEvent) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };
  // Escape is handled here, with the zoom keys, so that it closes through the history entry once.
  const onKeyDown = (event: KeyboardEvent) => {
    // The dialog hands its key handler to more than one of its elements: act on a key once.
    if (event.defaultPrevented) return;
    if (event.key === 'Escape') close();
    else if (event.key === '+' || event.key === '=') setZoom((current) => nextZoom(current, 'in'));
    else if (event.key === '-' || event.key === '_') setZoom((current) => nextZoom(current, 'out'));
    else if (event.key === '0') setZoom(ZOOM_FIT);
    else return;
    event.preventDefault();
  };

  return (
    <Dialog fullScreen open onClose={(_event, reason) => reason !== 'escapeKeyDown' && close()} aria-labelledby={titleId} aria-describedby={hintId} onKeyDown={onKeyDown}>
      <Box component="header" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, mr: 'auto', pl: 1 }}>
          {t('zoom.title', { page, count })}
        </Typography>
        <IconButton aria-label={t('zoom.out')} onClick={() => setZoom((current) => nextZoom(current, 'out'))} disabled={zoom <= ZOOM_FIT}>
          <ZoomOutIcon />
        </IconButton>
        <Button size="small" onClick={() => setZoom(ZOOM_FIT)} disabled={zoom === ZOOM_FIT}>
          {t('zoom.fit', { percent })}
        </Button>
        <IconButton aria-label={t('zoom.in')} onClick={() => setZoom((current) => nextZoom(current, 'in'))} disabled={zoom >= clampZoom(Infinity)}>
          <ZoomInIcon />
        </IconButton>
        <IconButton aria-label={t('zoom.previous')} onClick={() => onIndex(index - 1)} disabled={index === 0}>
          <ChevronLeftIcon />
        </IconButton>
        <IconButton aria-label={t('zoom.next')} onClick={() => onIndex(index + 1)} disabled={index === count - 1}>
          <ChevronRightIcon />
        </IconButton>
        <IconButton aria-label={t('zoom.close')} onClick={close} edge="end">
          <CloseIcon />
        </IconButton>
        <Typography id={hintId} variant="caption" color="text.secondary" sx={{ flexBasis: '100%', pl: 1 }}>
          {t('zoom.hint')}
        </Typography>
      </Box>
      <Box
        ref={area}
        role="region"
        tabIndex={0}
        aria-label={t('zoom.area', { page, percent })}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onWheel={(event) => {
          if (event.ctrlKey) setZoom((current) => clampZoom(current * (event.deltaY < 0 ? 1.1 : 1 / 1.1)));
        }}
        sx={{
          flex: 1,
          overflow: 'auto',
          bgcolor: 'grey.300',
          // The page pans under one finger; two fingers zoom it here rather than the whole screen.
          touchAction: 'pan-x pan-y',
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
        }}
      >
        <Box
          component="img"
          src={sharp !== undefined && loaded === sharp ? sharp : pages[index]}
          alt={t('screens.preview.page', { page, count })}
          draggable={false}
          sx={{
            display: 'block',
            mx: 'auto',
            // At fit the whole width of a phone, or the whole height of a wider screen; zoom multiplies it.
            width: `calc(min(100%, (100dvh - 7rem) * 8.5 / 11) * ${zoom})`,
            maxWidth: 'none',
            aspectRatio: '8.5 / 11',
            bgcolor: 'common.white',
          }}
        />
        {sharp !== undefined && loaded !== sharp && <Box component="img" src={sharp} alt="" aria-hidden onLoad={() => setLoaded(sharp)} sx={{ display: 'none' }} />}
      </Box>
    </Dialog>
  );
}
