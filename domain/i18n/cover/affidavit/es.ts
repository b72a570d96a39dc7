import type { coverAffidavitEn } from './en.ts';

/** The cover's Affidavit of Support section in neutral Latin American Spanish (glossary: ../../es.ts). */
export const coverAffidavitEs: Readonly<Record<keyof typeof coverAffidavitEn, string>> = {
  'cover.affidavit.title': 'La declaración jurada de patrocinio económico (Affidavit of Support)',
  'cover.affidavit.i864a':
    'Cada miembro del hogar indicado abajo firma un Form I-864A, Contract Between Sponsor and Household Member, que este paquete no contiene: impriman {edition, select, none {la edición} other {la edición {edition}, la}} que USCIS acepta el {date}, desde uscis.gov/i-864a. El miembro del hogar lo completa y lo firma, el peticionario también lo firma como patrocinador, y va detrás del Form I-864 del peticionario. Sus cifras deben coincidir con las del Form I-864 del peticionario:',
  'cover.affidavit.member':
    'Form I-864A de {name}{relationship, select, Parent { (padre o madre)} Sibling { (hermano o hermana)} Adult_child { (hijo o hija adultos)} Dependent { (dependiente)} other {}}{income, select, none {} other {, ingresos anuales actuales de {income} (Form I-864 {item, select, none {Part 11, Additional Information} other {Part 6, Item Number {item}}})}}: firmado por {name} y por el peticionario.',
  'cover.affidavit.assets': 'Los bienes que declaran en sus Forms I-864A suman {assets}, el total del Form I-864 Part 7, Item Number 5.',
};
