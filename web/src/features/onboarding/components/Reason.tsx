import { Box, Typography, type TypographyProps } from '@mui/material';

/** Where an unmet condition's message turns from the reason to what to do (domain/rules/eligibility-entry.ts). */
const WHAT_TO_DO = ' What you can do: ';

/** One unmet condition: the reason, then what to do on a line of its own when the message says. */
export function Reason({ message, variant }: { message: string; variant?: TypographyProps['variant'] }) {
  const at = message.indexOf(WHAT_TO_DO);
  if (at === -1) return <Typography variant={variant ?? 'body1'}>{message}</Typography>;
  return (
    <>
      <Typography variant={variant ?? 'body1'}>{message.slice(0, at)}</Typography>
      <Typography variant={variant ?? 'body1'} sx={{ mt: 0.5 }}>
        <Box component="strong">What you can do:</Box> {message.slice(at + WHAT_TO_DO.length)}
      </Typography>
    </>
  );
}
