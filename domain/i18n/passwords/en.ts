/** What the server says of a password it refuses (api/auth/passwords.ts). */
export const passwordsEn = {
  'passwords.common': 'This password is one of the most common passwords, which are tried first. Please choose one that is harder to guess.',
  'passwords.isEmail': 'Your password must not be your e-mail address. Please choose another one.',
  'passwords.repeats': 'Your password must not be one character repeated. Please choose another one.',
  'passwords.easyToGuess':
    'This password is too easy to guess: it is close to a common password, a word of this service or your e-mail address. Please choose a longer one, such as a few words that do not go together.',
} as const;
