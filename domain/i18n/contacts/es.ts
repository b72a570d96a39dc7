import type { contactsEn } from './en.ts';

export const contactsEs: Readonly<Record<keyof typeof contactsEn, string>> = {
  'contacts.hours': '{days}, de {opens} a {closes} ({zone})',
  'contacts.dayRange': 'de {first} a {last}',
  'contacts.languagesTitle': 'Idiomas',
  'contacts.languages': 'Respondemos en {languages}.',
  'contacts.placeholder': 'Contactos de desarrollo: este número y este correo no llegan a nadie. Un servidor de producción define SUPPORT_PHONE, SUPPORT_EMAIL, SUPPORT_HOURS y SUPPORT_LANGUAGES, y no arranca sin ellos.',
  'contacts.unavailable': 'No se pudieron cargar los contactos de soporte en este momento. Vuelva a cargar la página.',
};
