import type { FilingStage } from '../../domain/rules/filing-path.ts';
import type { Language } from '../../domain/i18n/languages.ts';
import type { AnswersByForm } from '../../domain/answers.ts';
import type { F2aBulletinRow } from '../../domain/rules/visa-bulletin.ts';
import type { InstalledEdition } from '../../domain/uscis/filing.ts';
import type { UnprintedAnswer } from '../pdf/package.ts';

export interface RenderedPackage {
  pdf: Uint8Array;
  pageCount: number;
  /** Answers left blank for the signer to write by hand (the cover lists them): field names and reasons only. */
  unprinted: readonly UnprintedAnswer[];
}

/** What a job and the preview route need of the PDF library: the package with its first previews, then any other page on demand. */
export interface PackageRenderer {
  /** The editions of the installed templates: part of a job's fingerprint. */
  templateEditions(): Promise<string>;
  /** The editions of each form installed, from which a package's plan is made. */
  installed(): Promise<InstalledEdition[]>;
  render(input: {
    answers: AnswersByForm;
    today: string;
    /** The Visa Bulletin's F2A rows known (the release's and the operator's): whether the package holds the petition alone. */
    bulletin?: readonly F2aBulletinRow[];
    /** The package of the couple's filing to build (domain/rules/filing-path.ts). */
    stage: FilingStage;
    /** The language of the cover's instructions: the account's. */
    language?: Language;
    /** Stamp previews "PREVIEW — NOT FOR FILING". */
    stamp: boolean;
    /** 0–100 over building and rendering. */
    onProgress: (percent: number) => void;
    /** Each preview rendered with the package (the first pages, those a couple sees first), in any order. */
    onPage: (page: number, png: Uint8Array) => Promise<void>;
  }): Promise<RenderedPackage>;
  /**
   * One page (1-based) of a finished package as PNG, drawn off the event loop when it is first
   * looked at. `key` names the package (its files' job): while its pages are being asked for, it
   * stays loaded and `pdf` is not asked for again. `zoomed` draws it at the resolution of a page
   * opened full screen to zoom (ZOOM_PREVIEW_DPI) rather than the preview's.
   */
  renderPage(input: { key: string; pdf: () => Promise<Uint8Array>; page: number; stamp: boolean; zoomed?: boolean }): Promise<Uint8Array>;
}
