import type { Answers } from '@domain/answers.ts';
import { textOf, voiceValues } from '@domain/catalogue/text.ts';
import type { FieldDef } from '@domain/catalogue/types.ts';
import { householdNames, petitionerHousehold } from '@domain/rules/household.ts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { inWords, useT } from '../../i18n/use-t.ts';
import type { MessageId } from '@domain/i18n/messages.ts';
import { useAnswerActions } from './answer-context.ts';
import { fieldDomId } from './field-paths.ts';
import { QuestionFrame } from './QuestionFrame.tsx';

/**
 * Household Finances: the household size of Form I-864 Part 5, never typed. The server adds it
 * up at each save (domain/rules/derived-answers.ts); this shows it item by item from the same rule
 * (domain/rules/household.ts), with the names it counts, so the person sees who counts and why.
 */
export function HouseholdSizeBreakdown({ field, answers }: { field: FieldDef; answers: Answers }) {
  const t = useT();
  const actions = useAnswerActions();
  const id = fieldDomId(field.key);
  const help = textOf(field.help, actions.facts);
  const messages = actions.visibleMessages(field.key);
  const source = { answers: { INCOME: answers } };
  const size = petitionerHousehold(source);
  const names = householdNames(source);
  const persons = actions.facts.persons;
  const spouse = persons?.names.b || t('household.yourSpouse');
  // Spoken to the sponsor (the petitioner) when they fill in the wizard, about them by name when their spouse does.
  const voice = voiceValues('p', actions.facts);
  const rows: readonly { label: MessageId; count: number | null; note?: string }[] = [
    { label: 'household.sponsored', count: size.sponsored, note: size.sponsored === null ? undefined : inWords([spouse, ...names.sponsoredFamilyMembers], t) },
    { label: 'household.yourself', count: size.yourself },
    { label: 'household.spouse', count: size.spouse, note: t('household.spouseCounted') },
    { label: 'household.children', count: size.dependentChildren },
    { label: 'household.otherDependents', count: size.otherDependents },
    { label: 'household.previouslySponsored', count: size.previouslySponsored },
    {
      label: 'household.i864a',
      count: size.relativesSigningI864A,
      note: [inWords(names.relativesSigningI864A, t), names.dependentsSigningI864A > 0 ? t('household.i864aDependents', { count: names.dependentsSigningI864A }) : '']
        .filter(Boolean)
        .join(' ') || undefined,
    },
  ];
  return (
    <QuestionFrame id={id} question={textOf(field.question, actions.facts)} required={false} worked help={help} messages={messages}>
      <Box id={id} tabIndex={-1} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 1.5, sm: 2 } }}>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('household.intro')}
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 1 }}>
          {rows.map(({ label, count, note }) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ m: 0 }}>
                <Typography variant="body2">{t(label, voice)}</Typography>
                {note && (
                  <Typography variant="caption" component="p" sx={{ color: 'text.secondary', m: 0 }}>
                    {note}
                  </Typography>
                )}
              </Box>
              <Box component="dd" sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums', color: count === null ? 'text.secondary' : 'text.primary' }}>
                <Typography variant="body2">{count === null ? t('household.notAnswered') : count}</Typography>
              </Box>
            </Box>
          ))}
          <Box sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ m: 0, pt: 1, borderTop: 1, borderColor: 'divider' }}>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {t('household.total')}
              </Typography>
              <Typography variant="caption" component="p" sx={{ color: 'text.secondary', m: 0 }}>
                {size.total === null ? t('household.totalUnknown') : t('household.printed')}
              </Typography>
            </Box>
            <Box component="dd" sx={{ m: 0, pt: 1, borderTop: 1, borderColor: 'divider', textAlign: 'right' }}>
              <Typography variant="h6" component="span" role="status" sx={{ fontWeight: 700 }}>
                {size.total ?? '—'}
              </Typography>
            </Box>
          </Box>
        </Box>
      </Box>
    </QuestionFrame>
  );
}
