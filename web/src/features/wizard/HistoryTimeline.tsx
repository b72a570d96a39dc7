import type { AnswerValue, GroupItem } from '@domain/answers.ts';
import type { HistorySpec } from '@domain/catalogue/types.ts';
import { daysBetween } from '@domain/rules/dates.ts';
import { HISTORY_TOLERANCE_DAYS, historyCoverage, historyEntries } from '@domain/rules/history.ts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { ATTENTION_SX } from './attention-style.ts';
import { historySummary, monthOf, spokenLength } from './history-summary.ts';
import { useSnapshot } from 'valtio';
import { languageState } from '../../stores/language.ts';
import { useT } from '../../i18n/use-t.ts';

interface TimelineProps {
  readonly id: string;
  readonly spec: HistorySpec;
  readonly rows: readonly GroupItem[];
  readonly itemLabel: string | undefined;
  readonly currentFrom: AnswerValue | undefined;
  readonly today: string;
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const GAP_FILL = 'repeating-linear-gradient(135deg, #fde7d3 0 6px, #f7c08f 6px 12px)';

/** A year's label under the axis, kept inside the drawing at both ends. */
function tickShift(percent: number): string {
  if (percent < 4) return 'none';
  if (percent > 96) return 'translateX(-100%)';
  return 'translateX(-50%)';
}

/**
 * The five years an address or employment history must cover, drawn while the person types: the
 * covered stretches, the gaps, and one lane per entry. The drawing is decoration; the sentences
 * beside it say the same for screen readers.
 */
export function HistoryTimeline({ id, spec, rows, itemLabel, currentFrom, today }: TimelineProps) {
  const { language } = useSnapshot(languageState);
  const t = useT();
  const { entries, complete } = historyEntries({ spec, rows, itemLabel, currentFrom, today });
  const coverage = historyCoverage(entries, today);
  if (!coverage) return null;
  const { window } = coverage;
  const total = (daysBetween(window.from, window.to) ?? 0) + 1;
  const percentAt = (date: string) => (100 * (daysBetween(window.from, date) ?? 0)) / total;
  const at = (date: string) => `${percentAt(date)}%`;
  const span = (period: { from: string; to: string }) => ({
    left: at(period.from),
    width: `${(100 * ((daysBetween(period.from, period.to) ?? 0) + 1)) / total}%`,
  });
  const coveredDays = coverage.covered.reduce((sum, period) => sum + period.days, 0);
  const summary = historySummary(coverage, spec.kind, complete, entries.length > 0, language);
  const month = (iso: string) => monthOf(language, iso);
  const realOverlaps = spec.kind === 'address' ? coverage.overlaps.filter((overlap) => overlap.days > HISTORY_TOLERANCE_DAYS) : [];
  const firstYear = Number(window.from.slice(0, 4)) + 1;
  const years = Array.from({ length: Number(window.to.slice(0, 4)) - firstYear + 1 }, (_, i) => firstYear + i);
  const clipped = (from: string, to: string) => ({ from: from < window.from ? window.from : from, to: to > window.to ? window.to : to });

  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ mt: 2, p: 2, borderRadius: 2, bgcolor: 'grey.50', border: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography id={`${id}-title`} component="h3" sx={{ fontWeight: 600 }}>
          {t('walk.timeline.lastFiveYears', { from: month(window.from) })}
        </Typography>
        {summary.chip?.tone === 'clear' && <Chip size="small" color="success" label={summary.chip.label} />}
        {summary.chip?.tone === 'short' && <Chip size="small" variant="outlined" label={summary.chip.label} />}
        {summary.chip?.tone === 'fill' && <Chip size="small" sx={ATTENTION_SX} label={summary.chip.label} />}
      </Box>
      <Typography variant="body2" aria-live="polite" sx={{ mb: 1.5 }}>
        {coveredDays > 0 ? t('walk.timeline.cover', { length: spokenLength(coveredDays, language) }) : t('walk.timeline.coverNone')}
        {summary.toFill.length > 0 && ` ${t('walk.timeline.everyDay', { kind: spec.kind, days: HISTORY_TOLERANCE_DAYS })}`}
      </Typography>

      <Box aria-hidden="true">
        <Box sx={{ position: 'relative', height: 18, borderRadius: 1, overflow: 'hidden', background: GAP_FILL }}>
          {coverage.covered.map((period) => (
            <Box key={period.from} sx={{ position: 'absolute', top: 0, bottom: 0, bgcolor: 'primary.main', ...span(period) }} />
          ))}
        </Box>
        {entries.map((entry) => (
          <Box key={`${entry.row}`} sx={{ mt: 1 }}>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {capitalised(entry.label)}: {month(entry.from)} – {entry.to === today ? t('walk.timeline.today') : month(entry.to)}
            </Typography>
            <Box sx={{ position: 'relative', height: 8, borderRadius: 1, bgcolor: 'grey.200' }}>
              {entry.to >= window.from && (
                <Box sx={{ position: 'absolute', top: 0, bottom: 0, borderRadius: 1, bgcolor: 'primary.light', ...span(clipped(entry.from, entry.to)) }} />
              )}
            </Box>
          </Box>
        ))}
        <Box sx={{ position: 'relative', height: 18, mt: 0.5 }}>
          {years.map((year) => (
            <Typography
              key={year}
              variant="caption"
              sx={{ position: 'absolute', left: at(`${year}-01-01`), transform: tickShift(percentAt(`${year}-01-01`)), color: 'text.secondary' }}
            >
              {year}
            </Typography>
          ))}
        </Box>
      </Box>

      {summary.toFill.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
          {summary.toFill.map((line) => (
            <Typography component="li" variant="body2" key={line} sx={{ color: ATTENTION_SX.color }}>
              {line}
            </Typography>
          ))}
        </Box>
      )}
      {summary.short.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
          {summary.short.map((line) => (
            <Typography component="li" variant="body2" key={line} sx={{ color: 'text.secondary' }}>
              {line}
            </Typography>
          ))}
        </Box>
      )}
      {realOverlaps.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
          {realOverlaps.map((overlap) => (
            <Typography component="li" variant="body2" key={`${overlap.from}-${overlap.first.label}-${overlap.second.label}`} sx={{ color: ATTENTION_SX.color }}>
              {t('walk.timeline.overlap', { first: capitalised(overlap.first.label), second: overlap.second.label, from: month(overlap.from), to: month(overlap.to) })}
            </Typography>
          ))}
        </Box>
      )}
      {!complete && (
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          {spec.currentFromKey && !entries.some((entry) => entry.row === 'current')
            ? t('walk.timeline.missingMoveIn')
            : t('walk.timeline.missingDates')}
        </Typography>
      )}
    </Box>
  );
}
