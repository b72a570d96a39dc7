import AccessTimeIcon from '@mui/icons-material/AccessTime';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';

/**
 * Spec section 4: draft a clock, completed or submitted a green check, anything else an alert.
 * titleAccess gives the icon its words, so the status is not told by shape and colour alone.
 */
export function ApplicationStatusIcon({ status }: { status: string }) {
  const normalised = status.toLowerCase();
  if (normalised === 'draft') return <AccessTimeIcon color="action" titleAccess="In progress" />;
  if (normalised === 'completed' || normalised === 'submitted') {
    return <CheckCircleIcon color="success" titleAccess={normalised === 'submitted' ? 'Submitted' : 'Completed'} />;
  }
  return <ReportProblemIcon color="warning" titleAccess="Needs attention" />;
}
