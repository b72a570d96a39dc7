/** The messages between FillThread (fill-thread.ts) and its thread (fill-worker.ts). */
import type { BuildPackageOptions, GeneratedPackage, PackagePart } from './package.ts';

/** What a package is built from: the options of buildPackage that are plain data, copied to the thread. */
export type FillOptions = Omit<BuildPackageOptions, 'onProgress' | 'onPart' | 'mappings'>;

export interface FillRequest {
  readonly type: 'build';
  readonly taskId: number;
  readonly options: FillOptions;
  /** Send each part as it is final (for the previews that render while the rest is filled). */
  readonly parts: boolean;
}

export type FillReply =
  | { readonly type: 'progress'; readonly taskId: number; readonly percent: number }
  | { readonly type: 'part'; readonly taskId: number; readonly part: PackagePart }
  | { readonly type: 'done'; readonly taskId: number; readonly result: GeneratedPackage }
  /** `name` lets the errors callers tell apart (a template missing, a fill refused) keep their kind. */
  | { readonly type: 'error'; readonly taskId: number; readonly name: string; readonly message: string; readonly form?: string; readonly edition?: string };
