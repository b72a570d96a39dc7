import { Alert, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useSnapshot } from 'valtio';
import type { FilingStatus } from '@domain/contract/filing.ts';
import { longDate } from '@domain/i18n/dates.ts';
import { formatNumber } from '@domain/rules/numbers.ts';
import { useT } from '../../i18n/use-t.ts';
import { languageState } from '../../stores/language.ts';
import { ownFees } from './own-fees.ts';

/** The payment page's list of this couple's own forms and what USCIS charges for each on the filing date (issue 24 item 11). */
export function OwnFees({ filing }: { filing: FilingStatus }) {
  const t = useT();
  const { language } = useSnapshot(languageState);
  // The filing date in the reader's words (a month named, in the page's language), never a bare numeric order.
  const date = longDate(language, filing.filingDate);
  const fees = ownFees(filing);
  const money = (amount: number) => (amount === 0 ? t('fees.none') : `$${formatNumber(amount)}`);
  if (!fees) return <Alert severity="info">{t('fees.unknown', { date })}</Alert>;
  const several = fees.stages.length > 1;
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('fees.intro', { date })}
      </Typography>
      <Table size="small" aria-label={t('fees.table', { date })}>
        <TableHead>
          <TableRow>
            <TableCell component="th">{t('fees.form')}</TableCell>
            <TableCell component="th" align="right">
              {t('fees.fee')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {fees.stages.map((stage) => (
            <Fragment key={stage.title}>
              {several && (
                <TableRow>
                  <TableCell colSpan={2} component="th" scope="colgroup" sx={{ fontWeight: 600, bgcolor: 'action.hover' }}>
                    {stage.title}
                  </TableCell>
                </TableRow>
              )}
              {stage.fees.lines.map((line) => (
                <TableRow key={`${stage.title}-${line.form}`}>
                  <TableCell>Form {line.form}</TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {money(line.fee)}
                  </TableCell>
                </TableRow>
              ))}
              {several && (
                <TableRow>
                  <TableCell>{t('fees.stageTotal')}</TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {money(stage.fees.total)}
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          ))}
          <TableRow>
            <TableCell sx={{ fontWeight: 700 }}>{t('fees.total')}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
              {money(fees.total)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </>
  );
}
