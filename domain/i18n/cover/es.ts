import type { coverEn } from './en.ts';
import { coverPaymentEs } from './payment/es.ts';
import { coverSignaturesEs } from './signatures/es.ts';
import { coverStageEs } from './stage/es.ts';
import { coverHeldEs } from './held/es.ts';
import { coverMailingEs } from './mailing/es.ts';
import { coverAffidavitEs } from './affidavit/es.ts';
import { coverEvidenceEs } from './evidence/es.ts';

/**
 * The cover page in neutral Latin American Spanish (glossary: ../es.ts). Who it speaks to, one rule
 * for every area of the cover (payment, signatures, stage, held, mailing, affidavit, evidence): the
 * cover is read by the couple, who gather, sign and mail the package together, so every sentence
 * that speaks to its reader speaks to both spouses, in the formal plural: "ustedes" (envíen, revisen,
 * su paquete), never a singular "usted" imperative (envíe, revise) and never "tú". A sentence about
 * one person names that person in the third person (el peticionario firma, {name} vive con el
 * peticionario). The wizard and the other screens speak to the one person at the keyboard: "usted".
 */
export const coverEs: Readonly<Record<keyof typeof coverEn, string>> = {
  ...coverSignaturesEs,
  ...coverPaymentEs,
  ...coverStageEs,
  ...coverHeldEs,
  ...coverMailingEs,
  ...coverAffidavitEs,
  ...coverEvidenceEs,
  'cover.title': '{stage, select, petition {Su paquete de la petición} other {Su paquete de la solicitud de residencia permanente}}',
  'cover.people': 'Peticionario: {petitioner}   ·   Beneficiario: {beneficiary}',
  'cover.prepared': 'Preparado el {date}. Esta portada y sus instrucciones son para ustedes: no las envíen por correo.',
  'cover.holds': 'Qué contiene este paquete',
  'cover.column.form': 'Formulario',
  'cover.column.title': 'Título oficial',
  'cover.column.edition': 'Edición',
  'cover.column.pages': 'En este archivo',
  'cover.pages': '{count, plural, one {página {first}} other {páginas {first}–{last}}}',
  'cover.sheets': '{pages}, con {count, plural, one {# hoja de continuación} other {# hojas de continuación}}',
  'cover.jointSponsors': '{title} (del copatrocinador)',
  'cover.attach': 'Qué adjuntar',
  'cover.copies':
    'Envíen copias, no originales, salvo que USCIS pida el original. Los documentos en otro idioma necesitan una traducción completa al inglés certificada por el traductor.',
  'cover.footer': 'Portada — página {page} de {count}',
  'cover.disclaimer': '{notAffiliated}, y no da asesoría legal.',
  'cover.translation.title': 'Traducciones al inglés',
  'cover.translation.rule':
    'USCIS lee inglés. Todo documento que adjunten en otro idioma, incluido el español, necesita una traducción completa al inglés, y el traductor firma una certificación de que es competente para traducir de ese idioma al inglés y de que la traducción es completa y exacta (8 CFR 103.2(b)(3)). Adjunten la traducción con una copia del original. Greencard no traduce sus documentos, y sus pantallas en español no son una traducción de ellos.',
  'cover.translation.likely': 'Estos documentos de su paquete probablemente se emitieron en otro idioma: revisen cada uno.',
  'cover.translation.none':
    'Sus respuestas no mencionan ningún documento emitido fuera de los Estados Unidos; si algún documento que adjunten no está en inglés, se aplica la misma regla.',
  'cover.translation.birth': 'El acta de nacimiento del beneficiario (nacido en {country})',
  'cover.translation.marriage': 'Su acta de matrimonio (se casaron en {country})',
  'cover.translation.nameChange': 'Cada documento que cambió el nombre legal del {who, select, p {peticionario} other {beneficiario}}, si se emitió fuera de los Estados Unidos',
  'cover.translation.criminal': 'Las resoluciones judiciales y los registros policiales o judiciales del beneficiario, si se emitieron fuera de los Estados Unidos',
  'cover.translation.joint': 'Los documentos del copatrocinador, {name}, emitidos fuera de los Estados Unidos (nació en {country})',
  'cover.translation.ended': 'El documento que puso fin al matrimonio anterior del {who, select, p {peticionario} other {beneficiario}} con {spouse} (terminó en {country})',
};
