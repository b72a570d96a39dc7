import type { greetingEn } from './en.ts';

export const greetingEs: Readonly<Record<keyof typeof greetingEn, string>> = {
  'greeting.welcome': 'Le damos la bienvenida, {name}',
};
