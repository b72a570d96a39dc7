import Box from '@mui/material/Box';
import { PREVIEW_PANEL_HEIGHT_PX } from '../../config/constants.ts';
import { useT } from '../../i18n/use-t.ts';

/** The page images in a scrolling panel 800 px high (spec section 9), reachable and scrollable by keyboard. */
export function PreviewPanel({ pages, complete }: { pages: readonly string[]; complete: boolean }) {
  const count = pages.length;
  const t = useT();
  return (
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
        <Box
          key={index}
          component="img"
          src={src}
          alt={t('screens.preview.page', { page: index + 1, count })}
          loading={index < 2 ? 'eager' : 'lazy'}
          decoding="async"
          sx={{ display: 'block', width: '100%', maxWidth: 820, mx: 'auto', aspectRatio: '8.5 / 11', objectFit: 'contain', bgcolor: 'common.white', boxShadow: 2 }}
        />
      ))}
    </Box>
  );
}
