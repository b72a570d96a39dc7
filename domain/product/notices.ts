/**
 * What the product says of itself wherever it speaks: the pages' footer and About page, every
 * e-mail, the cover page of the package. Without its full stop, so a page can go on.
 */
export const NOT_AFFILIATED = 'Greencard is not affiliated with U.S. Citizenship and Immigration Services (USCIS) or any government agency';
