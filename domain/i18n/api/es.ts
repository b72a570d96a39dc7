import type { apiEn } from './en.ts';

/** The API's refusals of a malformed request in neutral Latin American Spanish (field names stay as the API spells them). */
export const apiEs: Readonly<Record<keyof typeof apiEn, string>> = {
  'api.invalidJson': 'El cuerpo de la solicitud no es un JSON válido.',
  'api.emptyJson': 'El cuerpo de la solicitud está vacío; envíe un objeto JSON.',
  'api.tooLarge': 'El cuerpo de la solicitud supera 1 MB.',
  'api.mediaType': 'Envíe el cuerpo de la solicitud como application/json.',
  'api.contentLength': 'La longitud del cuerpo de la solicitud no coincide con su Content-Length.',
  'api.invalid': 'La solicitud no es válida.',
  'api.unknownField': 'Campo desconocido "{field}" en {where}.',
  'api.missingField': 'Falta el campo "{field}" en {where}.',
  'api.invalidAt': '{where} no es válido: {problem}.',
  'api.notValid': 'no es válido',
};
