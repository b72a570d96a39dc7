import AccessTimeIcon from '@mui/icons-material/AccessTime';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { useT } from '../../../i18n/use-t.ts';

/**
 * Spec section 4: draft a clock, completed or submitted a green check, anything else an alert.
 * titleAccess gives the icon its words, so the status is not told by shape and colour alone.
 */
export function ApplicationStatusIcon({ status }: { status: string }) {
  const normalised = status.toLowerCase();
  const t = useT();
  if (normalised === 'draft') return <AccessTimeIcon color="action" titleAccess={t('screens.dashboard.inProgress')} />;
  if (normalised === 'completed' || normalised === 'submitted') {
    return <CheckCircleIcon color="success" titleAccess={t(normalised === 'submitted' ? 'screens.dashboard.submitted' : 'screens.dashboard.completed')} />;
  }
  return <ReportProblemIcon color="warning" titleAccess={t('screens.dashboard.needsAttention')} />;
}
