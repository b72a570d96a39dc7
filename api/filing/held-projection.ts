import type { Selectable } from 'kysely';
import type { EventOf, PackageEvent } from '../../domain/events.ts';
import type { Database } from '../db/schema.ts';
import { plainRows, rowProjection, type Plain } from '../store/projection.ts';

type HeldRow = Plain<Selectable<Database['held_packages']>>;

/** The couples whose package is held, with the forms that hold it: what the daily review looks at. */
export const heldPackageProjection = rowProjection<HeldRow, PackageEvent | EventOf<'AccountDeleted'>>({
  name: 'held_packages',
  handles: { PackageHeld: true, PackageReleased: true, AccountDeleted: true },
  table: 'held_packages',
  keyColumn: 'user_id',
  keyOf: (event) => event.data.userId,
  async load(db, keys) {
    return plainRows(await db.selectFrom('held_packages').selectAll().where('user_id', 'in', keys).execute(), 'user_id');
  },
  evolve(row, { event }) {
    switch (event.type) {
      case 'PackageHeld': {
        const { stage } = event.data;
        const stages = [...(row?.stages ?? []).filter((held) => held !== stage), stage];
        // The row keeps the forms of the latest hold and the time of the first.
        return { user_id: event.data.userId, forms: event.data.forms, held_at: row?.held_at ?? event.data.heldAt, stages };
      }
      case 'PackageReleased': {
        const stages = (row?.stages ?? []).filter((held) => held !== event.data.stage);
        return row && stages.length > 0 ? { ...row, stages } : undefined;
      }
      case 'AccountDeleted':
        // Nobody is waiting any more.
        return undefined;
      default: {
        const exhaustive: never = event;
        return exhaustive;
      }
    }
  },
  async columns(row) {
    return row;
  },
  async snapshot(db) {
    return db.selectFrom('held_packages').selectAll().orderBy('user_id').execute();
  },
});
