import type { passwordsEn } from './en.ts';

export const passwordsEs: Readonly<Record<keyof typeof passwordsEn, string>> = {
  'passwords.common': 'Esta contraseña es una de las más comunes, que son las primeras que se prueban. Elija una que sea más difícil de adivinar.',
  'passwords.isEmail': 'Su contraseña no puede ser su dirección de correo electrónico. Elija otra.',
  'passwords.repeats': 'Su contraseña no puede ser un mismo carácter repetido. Elija otra.',
  'passwords.easyToGuess':
    'Esta contraseña es demasiado fácil de adivinar: se parece a una contraseña común, a una palabra de este servicio o a su dirección de correo electrónico. Elija una más larga, por ejemplo unas cuantas palabras que no tengan relación entre sí.',
};
