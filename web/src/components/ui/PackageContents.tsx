import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PACKAGE_FORMS } from '@domain/product/package.ts';

const OPTION_NOTE = { workPermit: 'if you ask for a work permit', travelDocument: 'if you ask for a travel document' } as const;

/**
 * Everything the one payment buys, from the product's one list of the package's forms: every form
 * a package can hold, or a couple's own (`forms`, as USCIS prints their numbers).
 */
export function packageContents(forms?: readonly string[]): readonly string[] {
  const listed = forms ? PACKAGE_FORMS.filter(({ form }) => forms.includes(form)) : PACKAGE_FORMS;
  return [
    ...listed.map(({ form, title, option }) => `Form ${form}, ${title}${option && !forms ? `, ${OPTION_NOTE[option]}` : ''}, filled in with your answers`),
    'A cover page for each package: the forms in filing order, the USCIS fees, who signs where, what to attach and where to mail it',
    'Each package in one PDF, ready to print and sign',
    'A new download at no extra cost whenever you change your answers',
  ];
}

/** The package's contents as a checked list (payment and pricing pages): a couple's own forms when `forms` names them. */
export function PackageContents({ forms }: { forms?: readonly string[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {packageContents(forms).map((item) => (
        <Box component="li" key={item} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
          <CheckIcon color="success" fontSize="small" aria-hidden="true" sx={{ mt: '3px' }} />
          <Typography>{item}</Typography>
        </Box>
      ))}
    </Box>
  );
}
