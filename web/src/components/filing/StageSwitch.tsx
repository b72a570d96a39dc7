import { ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { FilingStatus, StageStatus } from '@domain/contract/filing.ts';
import { isFilingStage, type FilingStage } from '@domain/rules/filing-path.ts';
import { useLocation, useSearch } from 'wouter';
import { currentStageOf, useFilingStatusReload } from '../../lib/filing-status.ts';
import { useT } from '../../i18n/use-t.ts';

/** A page's address for one stage of the couple's filing: ?stage=petition. */
export const withStage = (path: string, stage: FilingStage | undefined): string => (stage ? `${path}?stage=${stage}` : path);

export interface ChosenStage {
  readonly filing: FilingStatus | null;
  /** Whether the filing status answered (or failed): until then the page does not know its stage. */
  readonly ready: boolean;
  /** The stage the page is about: the one its address names, else the one the couple prepares now; null when the status could not be read. */
  readonly stage: StageStatus | null;
  readonly choose: (stage: FilingStage) => void;
}

/** The filing status and the stage a check, preview, payment or download page is about. */
export function useChosenStage(): ChosenStage {
  const { status, loaded } = useFilingStatusReload();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const named = new URLSearchParams(search).get('stage');
  const stage = status
    ? (status.stages.find((entry) => isFilingStage(named) && entry.stage === named) ?? currentStageOf(status))
    : null;
  const choose = (next: FilingStage) => navigate(withStage(location, next), { replace: true });
  return { filing: status, ready: loaded, stage, choose };
}

/** The two stages of a couple filing in two, to switch between; nothing for a couple with one. */
export function StageSwitch({ filing, stage, choose }: ChosenStage) {
  const t = useT();
  if (!filing || !stage || filing.stages.length < 2) return null;
  return (
    <>
      <Typography id="stage-switch-label" sx={{ fontWeight: 600, mb: 1 }}>
        {t('screens.stages.which')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        value={stage.stage}
        onChange={(_, value: unknown) => isFilingStage(value) && choose(value)}
        aria-labelledby="stage-switch-label"
        color="primary"
        sx={{ mb: 3, flexWrap: 'wrap' }}
      >
        {filing.stages.map((entry) => (
          <ToggleButton key={entry.stage} value={entry.stage} sx={{ textTransform: 'none', textAlign: 'left' }}>
            {entry.fileable ? entry.title : t('screens.stages.waitingMark', { title: entry.title })}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </>
  );
}
