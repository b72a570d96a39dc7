import { Box, Container, Typography, type ContainerProps } from '@mui/material';
import { useEffect, type ReactNode } from 'react';

const APP_NAME = 'Greencard';

/** Sets the browser tab's title, so tabs, history and screen readers name the page. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}

interface PageContainerProps {
  /** The page's one h1; also the browser tab's title. */
  title: string;
  /** A sentence under the title saying what the page is for. */
  subtitle?: ReactNode;
  /** Buttons shown beside the title on wide screens, under it on phones. */
  actions?: ReactNode;
  maxWidth?: ContainerProps['maxWidth'];
  children: ReactNode;
}

/** The frame of a signed-in page: a centred column with the page title and room for its content. */
export function PageContainer({ title, subtitle, actions, maxWidth = 'md', children }: PageContainerProps) {
  useDocumentTitle(title);
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 3, sm: 5 } }}>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'flex-start' },
          justifyContent: 'space-between',
          gap: 2,
          mb: { xs: 3, sm: 4 },
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', flexShrink: 0 }}>{actions}</Box>}
      </Box>
      {children}
    </Container>
  );
}
