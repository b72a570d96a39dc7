import { Button, Link as MuiLink, type ButtonProps, type LinkProps as MuiLinkProps } from '@mui/material';
import type { MouseEventHandler } from 'react';
import { Link } from 'wouter';

type Navigation = { href: string; onClick?: MouseEventHandler };

/**
 * A MUI text link that navigates inside the app without a page load (wouter), while staying a
 * real <a href> for the keyboard, screen readers, middle-click and "open in new tab".
 */
export function RouterLink({ href, onClick, ...props }: Omit<MuiLinkProps, 'href' | 'onClick'> & Navigation) {
  return (
    <Link href={href} onClick={onClick} asChild>
      <MuiLink {...props} />
    </Link>
  );
}

/** A MUI button that is a link to a route of the app (rendered as <a href>, navigated by wouter). */
export function LinkButton({ href, onClick, ...props }: Omit<ButtonProps, 'href' | 'onClick'> & Navigation) {
  return (
    <Link href={href} onClick={onClick} asChild>
      <Button {...props} />
    </Link>
  );
}
