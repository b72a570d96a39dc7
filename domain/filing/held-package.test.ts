import { describe, expect, it } from 'vitest';
import type { PackageEvent } from '../events.ts';
import { decideHeldPackage, evolveHeldPackage, initialHeldPackageState } from './held-package.ts';

const given = (events: readonly PackageEvent[]) => events.reduce(evolveHeldPackage, initialHeldPackageState);
const forms = [{ form: 'i-485', edition: '01/20/25', reason: 'edition-not-mapped' }];
const hold = { type: 'HoldPackage', userId: 'u1', forms, now: '2026-11-25T10:00:00.000Z' } as const;
const release = { type: 'ReleasePackage', userId: 'u1', now: '2026-12-01T10:00:00.000Z' } as const;

describe('a held package', () => {
  it('is held once, however often the couple is told', () => {
    const first = decideHeldPackage(hold, given([]));
    expect(first).toEqual([{ type: 'PackageHeld', data: { userId: 'u1', forms, heldAt: hold.now } }]);
    expect(decideHeldPackage(hold, given(first))).toEqual([]);
  });

  it('is released once, and only when it was held', () => {
    expect(decideHeldPackage(release, given([]))).toEqual([]);
    const held = decideHeldPackage(hold, given([]));
    const released = decideHeldPackage(release, given(held));
    expect(released).toEqual([{ type: 'PackageReleased', data: { userId: 'u1', releasedAt: release.now } }]);
    expect(decideHeldPackage(release, given([...held, ...released]))).toEqual([]);
  });

  it('can be held again after a release, and released again then', () => {
    const history = [...decideHeldPackage(hold, given([]))];
    history.push(...decideHeldPackage(release, given(history)));
    history.push(...decideHeldPackage(hold, given(history)));
    expect(history.map((event) => event.type)).toEqual(['PackageHeld', 'PackageReleased', 'PackageHeld']);
    expect(decideHeldPackage(release, given(history))).toHaveLength(1);
  });
});
