import type { AnswerValue, GroupItem } from '@domain/answers.ts';
import type { HistorySpec } from '@domain/catalogue/types.ts';
import { daysBetween, toMonthLabel } from '@domain/rules/dates.ts';
import { HISTORY_TOLERANCE_DAYS, historyCoverage, historyEntries } from '@domain/rules/history.ts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { ATTENTION_SX } from './attention-style.ts';
import { historySummary, spokenLength } from './history-summary.ts';

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
  const summary = historySummary(coverage, spec.kind, complete, entries.length > 0);
  const realOverlaps = spec.kind === 'address' ? coverage.overlaps.filter((overlap) => overlap.days > HISTORY_TOLERANCE_DAYS) : [];
  const firstYear = Number(window.from.slice(0, 4)) + 1;
  const years = Array.from({ length: Number(window.to.slice(0, 4)) - firstYear + 1 }, (_, i) => firstYear + i);
  const what = spec.kind === 'address' ? 'an address' : 'a job, a school or a time without work';
  const clipped = (from: string, to: string) => ({ from: from < window.from ? window.from : from, to: to > window.to ? window.to : to });

  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ mt: 2, p: 2, borderRadius: 2, bgcolor: 'grey.50', border: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography id={`${id}-title`} component="h3" sx={{ fontWeight: 600 }}>
          Your last five years ({toMonthLabel(window.from)} to today)
        </Typography>
        {summary.chip?.tone === 'clear' && <Chip size="small" color="success" label={summary.chip.label} />}
        {summary.chip?.tone === 'short' && <Chip size="small" variant="outlined" label={summary.chip.label} />}
        {summary.chip?.tone === 'fill' && <Chip size="small" sx={ATTENTION_SX} label={summary.chip.label} />}
      </Box>
      <Typography variant="body2" aria-live="polite" sx={{ mb: 1.5 }}>
        {coveredDays > 0
          ? `Your entries cover ${spokenLength(coveredDays)} of the last 5 years.`
          : 'Your entries do not cover any of the last 5 years yet.'}
        {summary.toFill.length > 0 && ` Every day needs ${what}; gaps of up to ${HISTORY_TOLERANCE_DAYS} days are fine.`}
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
              {capitalised(entry.label)}: {toMonthLabel(entry.from)} – {entry.to === today ? 'today' : toMonthLabel(entry.to)}
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
              {capitalised(overlap.first.label)} and {overlap.second.label} overlap from {toMonthLabel(overlap.from)} to {toMonthLabel(overlap.to)}
            </Typography>
          ))}
        </Box>
      )}
      {!complete && (
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          {spec.currentFromKey && !entries.some((entry) => entry.row === 'current')
            ? 'The date you moved into your current home (on the Address step) and any entry with a missing date join the timeline once they are filled in.'
            : 'Entries with a missing or unfinished date join the timeline once their dates are filled in.'}
        </Typography>
      )}
    </Box>
  );
}
