import { describe, it } from 'vitest';
import { given } from '../../testing/decider.ts';
import type { PackageEvent } from '../events.ts';
import { heldPackageDecider } from './held-package.ts';

const forms = [{ form: 'i-485', edition: '01/20/25', reason: 'edition-not-mapped' }];
const hold = { type: 'HoldPackage', userId: 'u1', stage: 'whole', forms, waitsForVisa: false, now: '2026-11-25T10:00:00.000Z' } as const;
const release = { type: 'ReleasePackage', userId: 'u1', stage: 'whole', now: '2026-12-01T10:00:00.000Z' } as const;
const held: PackageEvent = { type: 'PackageHeld', data: { userId: 'u1', forms, heldAt: hold.now, stage: 'whole', waitsForVisa: false } };
const released: PackageEvent = { type: 'PackageReleased', data: { userId: 'u1', releasedAt: release.now, stage: 'whole' } };
const pkg = (...history: PackageEvent[]) => given(heldPackageDecider, ...history);

describe('a held package', () => {
  it('is held once, however often the couple is told', () => {
    pkg().when(hold).then(held);
    pkg(held).when(hold).then();
  });

  it('is released once, and only when it was held', () => {
    pkg().when(release).then();
    pkg(held).when(release).then(released);
    pkg(held, released).when(release).then();
  });

  it('names its stage when it is one of two, and that it waits for a visa number', () => {
    const adjustment = { ...hold, stage: 'adjustment', forms: [], waitsForVisa: true } as const;
    pkg().when(adjustment).then({ type: 'PackageHeld', data: { userId: 'u1', forms: [], heldAt: hold.now, stage: 'adjustment', waitsForVisa: true } });
    pkg(held).when({ ...release, stage: 'adjustment' }).then({ type: 'PackageReleased', data: { userId: 'u1', releasedAt: release.now, stage: 'adjustment' } });
  });

  it('can be held again after a release, and released again then', () => {
    pkg(held, released).when(hold).then(held);
    pkg(held, released, held).when(release).then(released);
  });
});
