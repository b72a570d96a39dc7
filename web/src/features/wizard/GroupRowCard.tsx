import type { GroupItem } from '@domain/answers.ts';
import type { FieldDef } from '@domain/catalogue/types.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden.tsx';
import { useAnswerActions } from './answer-context.ts';
import { fieldDomId, rowPathOf } from './field-paths.ts';
import { ATTENTION_SX } from './attention-style.ts';
import { Question } from './Question.tsx';
import { rowSummary } from './row-summary.ts';
import { conditionHolds } from '@domain/catalogue/conditions.ts';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/use-t.ts';
import { languageState } from '../../stores/language.ts';

interface RowProps {
  group: FieldDef;
  row: GroupItem;
  index: number;
  open: boolean;
  onToggle(): void;
  onRemove(): void;
}

/** One row of a list: closed, a summary with Edit and Remove; open, its questions, asked within the row. */
export function GroupRowCard({ group, row, index, open, onToggle, onRemove }: RowProps) {
  const actions = useAnswerActions();
  const t = useT();
  const label = group.itemLabel ?? t('wizard.row.entry');
  const title = t('wizard.row.title', { label: `${label.charAt(0).toUpperCase()}${label.slice(1)}`, number: index + 1 });
  const rowId = fieldDomId(`${group.key}[${index}]`);
  const needsAttention = actions.hasProblemsUnder(`${group.key}[${index}]`);
  const { language } = useSnapshot(languageState);
  const summary = rowSummary(group, row, language);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${rowId}-title`} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
          <Typography id={`${rowId}-title`} component="h3" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {!open && (
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {summary || t('wizard.row.empty')}
            </Typography>
          )}
        </Box>
        {!open && needsAttention && <Chip size="small" label={t('wizard.row.needsAttention')} sx={{ ...ATTENTION_SX, alignSelf: 'center' }} />}
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button size="small" variant="outlined" onClick={onToggle} aria-expanded={open} aria-controls={`${rowId}-body`}>
            {open ? t('wizard.row.done') : t('wizard.row.edit')}
            <VisuallyHidden> {open ? t('wizard.row.doneWith', { row: title }) : title}</VisuallyHidden>
          </Button>
          <Button size="small" color="error" onClick={onRemove}>
            {t('wizard.row.remove')}
            <VisuallyHidden> {title}</VisuallyHidden>
          </Button>
        </Stack>
      </Stack>
      {open && (
        <Stack id={`${rowId}-body`} spacing={3} sx={{ mt: 2 }}>
          {(group.item ?? [])
            .filter((item) => conditionHolds(item.visibleWhen, row))
            .map((item) => (
              <Question key={item.key} field={item} path={rowPathOf(group.key, index, item.key)} value={row[item.key]} />
            ))}
        </Stack>
      )}
    </Paper>
  );
}
