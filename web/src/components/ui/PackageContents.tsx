import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MessageId } from '@domain/i18n/messages.ts';
import { PACKAGE_FORMS } from '@domain/product/package.ts';
import { useT } from '../../i18n/use-t.ts';

type T = (id: MessageId, values?: Record<string, string | number>) => string;

/**
 * Everything the one payment buys, from the product's one list of the package's forms: every form
 * a package can hold, or a couple's own (`forms`, as USCIS prints their numbers). The forms keep
 * their official English titles in every language.
 */
function packageContents(t: T, forms?: readonly string[]): readonly string[] {
  const listed = forms ? PACKAGE_FORMS.filter(({ form }) => forms.includes(form)) : PACKAGE_FORMS;
  return [
    ...listed.map(({ form, title, option }) =>
      option && !forms ? t('screens.package.formOption', { form, title, option }) : t('screens.package.form', { form, title }),
    ),
    t('screens.package.cover'),
    t('screens.package.onePdf'),
    t('screens.package.newDownload'),
  ];
}

/** The package's contents as a checked list (payment and pricing pages): a couple's own forms when `forms` names them. */
export function PackageContents({ forms }: { forms?: readonly string[] }) {
  const t = useT();
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {packageContents(t, forms).map((item) => (
        <Box component="li" key={item} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
          <CheckIcon color="success" fontSize="small" aria-hidden="true" sx={{ mt: '3px' }} />
          <Typography>{item}</Typography>
        </Box>
      ))}
    </Box>
  );
}
