import { packageRenderer } from '../pdf/generate.ts';
import type { PackageRenderer } from './renderer.ts';

/** The PDF library on the official templates in `formsDir`, as the job worker uses it. */
export function libraryRenderer(formsDir: string): PackageRenderer {
  return packageRenderer(formsDir);
}
