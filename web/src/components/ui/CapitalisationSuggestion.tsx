import { capitalisationSuggestion } from '@domain/catalogue/letter-case.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Message } from '../../i18n/Message.tsx';
import { useT } from '../../i18n/use-t.ts';

/** Suggestions a person refused, by input and text, for as long as the page is open: never asked twice. */
const refused = new Set<string>();

interface SuggestionProps {
  /** The input the answer is typed in; the suggestion is tied to it. */
  inputId: string;
  value: string;
  kind: 'name' | 'place' | 'copied';
  onAccept: (suggested: string) => void;
}

/**
 * "Print as Whitaker?": for a name, street or city typed all in lower or all in upper case, the
 * capitalised answer, one click to take it or to keep the answer as typed. Nothing changes unless
 * the person says so.
 */
export function CapitalisationSuggestion({ inputId, value, kind, onAccept }: SuggestionProps) {
  const [, setRefusals] = useState(0);
  const t = useT();
  const suggestion = capitalisationSuggestion(value, kind);
  const key = `${inputId}\u0000${value}`;
  if (suggestion === null || refused.has(key)) return null;
  const refuse = () => {
    refused.add(key);
    setRefusals((count) => count + 1);
  };
  return (
    <Box
      role="group"
      aria-label={t('walk.capitals.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1, px: 1.5, py: 1, borderRadius: 1, bgcolor: 'grey.100' }}
    >
      <Typography variant="body2" sx={{ flex: '1 1 auto' }}>
        <Message id="walk.capitals.printAs" values={{ suggestion }} />
      </Typography>
      <Button size="small" variant="outlined" onClick={() => onAccept(suggestion)}>
        {t('walk.capitals.use', { suggestion })}
      </Button>
      <Button size="small" onClick={refuse}>
        {t('walk.capitals.keep')}
      </Button>
    </Box>
  );
}
