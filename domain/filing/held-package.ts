import { eventsOfTypes, type CommandStream, type Decider } from '../decider.ts';
import { packageStreamId, type HeldFormRecord, type PackageEvent } from '../events.ts';
import type { FilingStage } from '../rules/filing-path.ts';

/** Whether a couple was told their package is held, and not yet told it is ready. */
export type HeldPackageState = { readonly held: false } | { readonly held: true; readonly forms: readonly HeldFormRecord[] };

export const initialHeldPackageState: HeldPackageState = { held: false };

export function evolveHeldPackage(state: HeldPackageState, event: PackageEvent): HeldPackageState {
  switch (event.type) {
    case 'PackageHeld':
      return { held: true, forms: event.data.forms };
    case 'PackageReleased':
      return { held: false };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

export type HeldPackageCommand =
  | {
      readonly type: 'HoldPackage';
      readonly userId: string;
      readonly stage: FilingStage;
      readonly forms: readonly HeldFormRecord[];
      readonly waitsForVisa: boolean;
      readonly now: string;
    }
  | { readonly type: 'ReleasePackage'; readonly userId: string; readonly stage: FilingStage; readonly now: string };

/**
 * A package is held once until it is released, and released once: the release is what sends the
 * couple their one e-mail, so a second release of the same hold must record nothing.
 */
export function decideHeldPackage(command: HeldPackageCommand, state: HeldPackageState): PackageEvent[] {
  switch (command.type) {
    case 'HoldPackage': {
      const { userId, forms, stage, waitsForVisa, now } = command;
      return state.held ? [] : [{ type: 'PackageHeld', data: { userId, forms, heldAt: now, stage, waitsForVisa } }];
    }
    case 'ReleasePackage':
      return state.held ? [{ type: 'PackageReleased', data: { userId: command.userId, releasedAt: command.now, stage: command.stage } }] : [];
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}

/** A couple's package stream (`package-<user>`): held, and released once it is fileable again. */
export const heldPackageDecider: Decider<HeldPackageCommand, PackageEvent, HeldPackageState> = {
  initialState: initialHeldPackageState,
  evolve: evolveHeldPackage,
  decide: decideHeldPackage,
  isEvent: eventsOfTypes<PackageEvent>({ PackageHeld: true, PackageReleased: true }),
};

/** A couple's package stream, one per stage (`package-<user>[-<stage>]`): held, and released once it is fileable again. */
export const heldPackageStream = (userId: string, stage: FilingStage = 'whole'): CommandStream<HeldPackageCommand, PackageEvent, HeldPackageState> => ({
  decider: heldPackageDecider,
  streamId: packageStreamId(userId, stage),
  ownerId: userId,
});
