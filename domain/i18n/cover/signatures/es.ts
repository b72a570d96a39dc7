import type { coverSignaturesEn } from './en.ts';

/** "Quién firma dónde" on the cover, in neutral Latin American Spanish, speaking to the couple as "ustedes" (rule: ../es.ts; glossary: domain/catalogue/spanish/GLOSSARY.md). */
export const coverSignaturesEs: Readonly<Record<keyof typeof coverSignaturesEn, string>> = {
  'cover.signatures.title': 'Quién firma dónde',
  'cover.signatures.byHand':
    'Cada persona firma sus propios formularios a mano, con tinta, en las páginas impresas: ninguna firma escrita a máquina, sellada, copiada, pegada o hecha con un programa, y nadie firma por otra persona.',
  'cover.signatures.rule': 'Desde el {date}, {consequence} ({source}).',
  'cover.signatures.noRule': 'USCIS rechaza un formulario que no esté firmado de esta manera.',
  'cover.signatures.role': '{signer, select, p {el peticionario} b {el beneficiario} other {el copatrocinador}}',
  'cover.signatures.where': 'Form {form}, {item} (página {page} del formulario{placed, select, yes {, página {filePage} de este archivo} other {}})',
  'cover.signatures.interpreter':
    '{where}: el intérprete, {interpreter}, firma a mano y escribe la fecha al lado, después de leerle a {signer} el formulario y cada respuesta en {language}.',
  'cover.signatures.preparer':
    '{where}: el preparador, {preparer}, que escribió las respuestas de {signer}, firma a mano y escribe la fecha al lado, y certifica así que preparó el formulario a pedido de {name} con la información que {name} le dio.',
  'cover.signatures.atInterview': '{where}: no lo firmen ahora. {signer} lo firma en la entrevista, frente al oficial de USCIS.',
  'cover.signatures.overseas':
    '{where}: {signer} vive fuera de los Estados Unidos y no necesita firmarlo (instrucciones del Form I-130A: el beneficiario cónyuge que reside en el extranjero completa el formulario pero no necesita firmarlo).',
  'cover.signatures.signs': '{where}: {signer} firma a mano y escribe al lado la fecha en que firma.',
  'cover.signatures.continuation': 'Cada hoja de continuación: la persona que firma el formulario correspondiente la firma y escribe la fecha al pie.',
  'cover.handwritten.intro':
    'Estas respuestas no se pudieron imprimir, así que sus casillas quedan vacías: escriban cada una a mano, con tinta, exactamente como nos la dieron.',
  'cover.handwritten.line':
    'Form {form}: {question} — {reason, select, noFont {está escrita con letras que ninguna de nuestras fuentes de impresión tiene} tooLong {no cabe en su casilla con una letra lo bastante grande para leerla} other {un error de nuestra parte impidió imprimirla}}.',
};
