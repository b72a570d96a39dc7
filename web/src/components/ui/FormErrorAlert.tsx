import { Alert, AlertTitle } from '@mui/material';

interface FormErrorAlertProps {
  /** The message to show; nothing is rendered when it is empty. */
  message: string | null | undefined;
  title?: string;
}

/**
 * The red alert under a form's title (spec section 8: login, register and profile errors).
 * role="alert" makes screen readers read it out as soon as it appears.
 */
export function FormErrorAlert({ message, title }: FormErrorAlertProps) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {title && <AlertTitle>{title}</AlertTitle>}
      {message}
    </Alert>
  );
}
