import { Box, Typography, type TypographyProps } from '@mui/material';
import { useT } from '../../../i18n/use-t.ts';

/**
 * One unmet condition: the reason, then what to do on a line of its own when the message says.
 * The server's message turns from the reason to what to do at "What you can do:" ("Qué puede
 * hacer:" in Spanish; domain/i18n/eligibility), the same words as 'walk.reason.whatToDo'.
 */
export function Reason({ message, variant }: { message: string; variant?: TypographyProps['variant'] }) {
  const t = useT();
  const marker = ` ${t('walk.reason.whatToDo')} `;
  const at = message.indexOf(marker);
  if (at === -1) return <Typography variant={variant ?? 'body1'}>{message}</Typography>;
  return (
    <>
      <Typography variant={variant ?? 'body1'}>{message.slice(0, at)}</Typography>
      <Typography variant={variant ?? 'body1'} sx={{ mt: 0.5 }}>
        <Box component="strong">{marker.trim()}</Box> {message.slice(at + marker.length)}
      </Typography>
    </>
  );
}
