import type { zoomEn } from './en.ts';

export const zoomEs: Readonly<Record<keyof typeof zoomEn, string>> = {
  'zoom.open': 'Abrir la página {page} de {count} en pantalla completa',
  'zoom.title': 'Página {page} de {count}',
  'zoom.hint': 'Pellizque la pantalla, o use los botones o las teclas + y −, para acercar o alejar. Esc o Atrás la cierra.',
  'zoom.in': 'Acercar',
  'zoom.out': 'Alejar',
  'zoom.fit': 'Ajustar a la pantalla ({percent} %)',
  'zoom.previous': 'Página anterior',
  'zoom.next': 'Página siguiente',
  'zoom.close': 'Cerrar',
  'zoom.area': 'Página {page}, ampliada al {percent} %. Use las flechas del teclado para recorrerla.',
};
