import type { Answers, GroupItem } from '@domain/answers.ts';
import { textOf } from '@domain/catalogue/text.ts';
import type { FieldDef } from '@domain/catalogue/types.ts';
import { checkHistory } from '@domain/rules/history.ts';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useAnswerActions } from './answer-context.ts';
import { fieldDomId, rowPathOf } from './field-paths.ts';
import { GroupRowCard } from './GroupRowCard.tsx';
import { HistoryTimeline } from './HistoryTimeline.tsx';
import { describedByOf, QuestionFrame } from './QuestionFrame.tsx';
import { useT } from '../../i18n/use-t.ts';

/** Moves the open-row marks after a row was removed. */
function withoutRow(open: ReadonlySet<number>, removed: number): Set<number> {
  const next = new Set<number>();
  for (const index of open) {
    if (index < removed) next.add(index);
    else if (index > removed) next.add(index - 1);
  }
  return next;
}

/**
 * A repeatable list (addresses, employers, previous marriages): rows to add, edit and remove, each
 * row's questions asked within the row; a five-year history also gets its timeline.
 */
export function GroupAnswer({ field, rows, answers }: { field: FieldDef; rows: readonly GroupItem[]; answers: Answers }) {
  const actions = useAnswerActions();
  const id = fieldDomId(field.key);
  const currentFrom = field.history?.currentFromKey ? answers[field.history.currentFromKey] : undefined;
  // Gaps and overlaps are told by the timeline below, in its own words; the rest is told here.
  const timelineTells = new Set(
    field.history ? checkHistory({ spec: field.history, rows, itemLabel: field.itemLabel, currentFrom, today: actions.today, language: actions.facts.language }) : [],
  );
  const messages = actions.visibleMessages(field.key).filter((message) => !timelineTells.has(message));
  const t = useT();
  const label = field.itemLabel ?? t('wizard.row.entry');
  const rowTitle = (index: number) => t('wizard.row.title', { label: `${label.charAt(0).toUpperCase()}${label.slice(1)}`, number: index + 1 });
  const request = actions.requestedRow;
  const requestedIndex = (asked: typeof request) => (asked?.groupKey === field.key ? asked.index : null);
  const [open, setOpen] = useState<ReadonlySet<number>>(() => {
    const index = requestedIndex(request);
    return new Set(index === null ? [] : [index]);
  });
  // A link to a row item opens its row within the same render, so the wizard can focus the item.
  const [seenRequest, setSeenRequest] = useState(request);
  if (request !== seenRequest) {
    setSeenRequest(request);
    const index = requestedIndex(request);
    if (index !== null && !open.has(index)) setOpen(new Set(open).add(index));
  }
  // The row asked about stays named while the dialog fades out.
  const [removing, setRemoving] = useState<{ index: number; asking: boolean; removed: boolean } | null>(null);
  const [focusRow, setFocusRow] = useState<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  // A new row opens with the caret in its first question.
  useEffect(() => {
    if (focusRow === null) return;
    const first = field.item?.[0];
    if (first) document.getElementById(fieldDomId(rowPathOf(field.key, focusRow, first.key)))?.focus();
    setFocusRow(null);
  }, [focusRow, field]);

  const add = () => {
    const index = actions.addRow(field);
    setOpen((previous) => new Set(previous).add(index));
    setFocusRow(index);
  };
  const toggle = (index: number) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  const confirmRemove = () => {
    if (removing === null) return;
    const { index } = removing;
    actions.removeRow(field.key, index);
    setOpen((previous) => withoutRow(previous, index));
    setRemoving({ index, asking: false, removed: true });
  };
  const keepRow = () => setRemoving((previous) => previous && { ...previous, asking: false });

  return (
    <QuestionFrame
      id={id}
      question={textOf(field.question, actions.facts)}
      required={field.required === true}
      help={textOf(field.help, actions.facts)}
      messages={messages}
      asFieldset
    >
      <Stack spacing={1.5} aria-describedby={describedByOf(id, undefined, messages)}>
        {rows.length === 0 && <Typography sx={{ color: 'text.secondary' }}>{t('wizard.row.none', { label })}</Typography>}
        {rows.map((row, index) => (
          <GroupRowCard
            key={index}
            group={field}
            row={row}
            index={index}
            open={open.has(index)}
            onToggle={() => toggle(index)}
            onRemove={() => setRemoving({ index, asking: true, removed: false })}
          />
        ))}
        <div>
          <Button id={id} ref={addButton} variant="outlined" startIcon={<AddIcon />} onClick={add}>
            {rows.length === 0
              ? t('wizard.row.addFirst', { label, an: /^[aeiou]/i.test(label) ? 'yes' : 'no' })
              : t('wizard.row.addAnother', { label, number: rows.length + 1 })}
          </Button>
        </div>
      </Stack>
      {field.history && (
        <HistoryTimeline
          id={`${id}-timeline`}
          spec={field.history}
          rows={rows}
          itemLabel={field.itemLabel}
          currentFrom={currentFrom}
          today={actions.today}
        />
      )}
      <Dialog
        open={removing?.asking === true}
        onClose={keepRow}
        aria-labelledby={`${id}-remove-title`}
        // The removed row's button is gone: focus goes to the Add button instead of back to it.
        disableRestoreFocus={removing?.removed === true}
        slotProps={{
          transition: {
            onExited: () => {
              if (removing?.removed) addButton.current?.focus();
              setRemoving(null);
            },
          },
        }}
      >
        <DialogTitle id={`${id}-remove-title`}>{t('wizard.row.removeTitle', { row: rowTitle(removing?.index ?? 0) })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('wizard.row.removeText', { label })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={keepRow}>{t('wizard.row.keep')}</Button>
          <Button color="error" variant="contained" onClick={confirmRemove}>
            {t('wizard.row.remove')}
          </Button>
        </DialogActions>
      </Dialog>
    </QuestionFrame>
  );
}
