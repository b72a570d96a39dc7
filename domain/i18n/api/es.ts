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
  // The account's and the onboarding's refusals (api/auth, api/onboarding).
  'api.emailTaken':
    "Ya existe una cuenta con esta dirección de correo electrónico. Inicie sesión.",
  'api.invalidCredentials':
    "Correo electrónico o contraseña incorrectos",
  'api.accountNotFound':
    "No se encontró la cuenta.",
  'api.currentPasswordIncorrect':
    "La contraseña actual es incorrecta",
  'api.currentPasswordForEmail':
    "Escriba su contraseña actual para cambiar su dirección de correo electrónico.",
  'api.passwordForDeletion':
    "Escriba su contraseña para eliminar su cuenta.",
  'api.emailUsedByAnother':
    "Otra cuenta ya usa esta dirección de correo electrónico.",
  'api.emailChangeSent':
    "Enviamos un enlace a {email}. Su dirección de correo electrónico cambia cuando usted lo abra.",
  'api.onboarding.unknownQuestion':
    "Pregunta desconocida \"{key}\" para ONBOARDING.",
  'api.onboarding.answerFirst':
    "Primero responda las preguntas iniciales.",
};
