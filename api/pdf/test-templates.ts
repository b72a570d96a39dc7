import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The published forms as USCIS serves them, kept beside the repository. */
export const PUBLISHED_FORMS = path.resolve(fileURLToPath(new URL('../..', import.meta.url)), '../shared/uscis-forms/published');
/** The same forms' field inventories, written independently of our code. */
export const SHARED_INVENTORIES = path.resolve(PUBLISHED_FORMS, '../fields');
