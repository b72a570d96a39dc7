import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useState } from 'react';
import { PREVIEW_PANEL_HEIGHT_PX } from '../../config/constants.ts';
import { useT } from '../../i18n/use-t.ts';
import { PageZoomDialog } from './PageZoomDialog.tsx';

/**
 * The page images in a scrolling panel 800 px high (spec section 9), reachable and scrollable by
 * keyboard. A page is a button: a tap (or Enter) opens it full screen to zoom, which a phone's
 * narrow panel needs to read the boxes.
 */
export function PreviewPanel({ pages, zoomPages, complete }: { pages: readonly string[]; zoomPages: readonly string[]; complete: boolean }) {
  const count = pages.length;
  const t = useT();
  const [opened, setOpened] = useState<number | null>(null);
  return (
    <>
      <Box
        role="region"
        aria-label={complete ? t('screens.preview.panel', { count }) : t('screens.preview.panelSoFar', { count })}
        tabIndex={0}
        sx={{
          height: PREVIEW_PANEL_HEIGHT_PX,
          overflowY: 'auto',
          bgcolor: 'grey.200',
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          p: { xs: 1, sm: 3 },
          display: 'grid',
          alignContent: 'start',
          gap: { xs: 1.5, sm: 3 },
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {pages.map((src, index) => (
          <ButtonBase
            key={index}
            onClick={() => setOpened(index)}
            aria-label={t('zoom.open', { page: index + 1, count })}
            aria-haspopup="dialog"
            focusRipple
            sx={{
              display: 'block',
              width: '100%',
              maxWidth: 820,
              mx: 'auto',
              cursor: 'zoom-in',
              '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            <Box
              component="img"
              src={src}
              alt={t('screens.preview.page', { page: index + 1, count })}
              loading={index < 2 ? 'eager' : 'lazy'}
              decoding="async"
              sx={{ display: 'block', width: '100%', aspectRatio: '8.5 / 11', objectFit: 'contain', bgcolor: 'common.white', boxShadow: 2 }}
            />
          </ButtonBase>
        ))}
      </Box>
      <PageZoomDialog pages={pages} zoomPages={zoomPages} index={opened} onIndex={setOpened} onClose={() => setOpened(null)} />
    </>
  );
}
