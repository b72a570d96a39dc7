import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';

/** The ids that tie an input to its help and its messages (aria-describedby). */
export function describedByOf(id: string, help: string | undefined, messages: readonly string[]): string | undefined {
  const ids = [help ? `${id}-help` : '', messages.length > 0 ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

interface FrameProps {
  id: string;
  question: string;
  required: boolean;
  help: string | undefined;
  messages: readonly string[];
  /** Radio groups are a fieldset with the question as legend; other inputs get a label. */
  asFieldset?: boolean;
  /** An answer worked out for the person is neither required nor optional: no marker. */
  worked?: boolean;
  children: ReactNode;
}

function Label({ required, question }: { required: boolean; question: string }) {
  const t = useT();
  return (
    <>
      {question}
      {!required && (
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary', fontWeight: 400, ml: 0.75 }}>
          {t('walk.optional')}
        </Typography>
      )}
    </>
  );
}

/** One question: its text, its help above the input, the input, then its messages. */
export function QuestionFrame({ id, question, required, help, messages, asFieldset = false, worked = false, children }: FrameProps) {
  const labelSx = { display: 'block', fontWeight: 600, fontSize: '1rem', color: 'text.primary', mb: 0.5, p: 0, lineHeight: 1.45 } as const;
  return (
    <Box
      component={asFieldset ? 'fieldset' : 'div'}
      data-question={id}
      sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
    >
      {asFieldset ? (
        <Box component="legend" id={`${id}-label`} sx={labelSx}>
          <Label required={required || worked} question={question} />
        </Box>
      ) : (
        <Box component="label" htmlFor={id} id={`${id}-label`} sx={labelSx}>
          <Label required={required || worked} question={question} />
        </Box>
      )}
      {help && (
        <Typography id={`${id}-help`} variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {help}
        </Typography>
      )}
      {children}
      {messages.length > 0 && (
        <Box id={`${id}-error`} sx={{ mt: 0.75 }}>
          {messages.map((message) => (
            <Typography key={message} variant="body2" sx={{ color: 'error.main', fontWeight: 500 }}>
              {message}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
