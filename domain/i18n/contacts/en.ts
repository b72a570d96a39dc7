/**
 * The support contacts' hours and languages (issue 24 item 6), said from the server's
 * configuration (SUPPORT_HOURS, SUPPORT_LANGUAGES) in the page's language.
 */
export const contactsEn = {
  'contacts.hours': '{days}, {opens} to {closes} ({zone})',
  'contacts.dayRange': '{first} to {last}',
  'contacts.languagesTitle': 'Languages',
  'contacts.languages': 'We answer in {languages}.',
  'contacts.placeholder': 'Development contacts: this number and address reach nobody. A production server sets SUPPORT_PHONE, SUPPORT_EMAIL, SUPPORT_HOURS and SUPPORT_LANGUAGES, and does not start without them.',
  'contacts.unavailable': 'The support contacts could not be loaded just now. Please reload the page.',
} as const;
