import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { boxLengths, boxLengthsSource } from '../api/pdf/box-lengths.ts';
import { boxLengthsCouple } from './box-lengths-couple.ts';

/** Writes domain/catalogue/box-lengths-table.ts from the mappings (about a minute); run it when a mapping or a box table changes. */
const table = path.resolve(import.meta.dirname, '../domain/catalogue/box-lengths-table.ts');
writeFileSync(table, boxLengthsSource(boxLengths(boxLengthsCouple())));
process.stdout.write(`Written: ${table}\n`);
