import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { FilingStatus } from '@domain/contract/filing.ts';
import { useT } from '../../i18n/use-t.ts';
import { stageReasons } from './stage-reasons.ts';

/** Each package of the couple's filing: delivered now (it can be filed today) or later, with why. */
export function StageDelivery({ filing }: { filing: FilingStatus }) {
  const t = useT();
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {filing.stages.map((stage) => (
        <Box component="li" key={stage.stage} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>{stage.title}</Typography>
            <Chip size="small" label={t(stage.fileable ? 'screens.stages.deliveredNow' : 'screens.stages.deliveredLater')} color={stage.fileable ? 'success' : 'warning'} variant="outlined" />
          </Box>
          <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
            {t(stage.fileable ? 'screens.stages.downloadNow' : 'screens.stages.downloadLater')}
          </Typography>
          {!stage.fileable && (
            <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
              {stageReasons(stage, t).map((reason) => (
                <Typography component="li" variant="body2" key={reason}>
                  {reason}
                </Typography>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}
