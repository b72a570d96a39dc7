import type { FilingStatus } from '@domain/contract/filing.ts';
import { PACKAGE_FORMS, type PackageForm } from '@domain/product/package.ts';
import { feesOf, type PackageFees } from '@domain/rules/fees.ts';

export interface StageFees {
  readonly title: string;
  readonly fees: PackageFees;
}

const isPackageForm = (name: string): name is PackageForm => PACKAGE_FORMS.some(({ form }) => form === name);

/**
 * This couple's own forms, part by part, with the USCIS fee of each from the dated fee table on the
 * server's filing date (domain/rules/fees.ts); null when no fee schedule is in force that day.
 * Forms outside the fee table (a household member's I-864A) carry no fee of their own.
 */
export function ownFees(filing: Pick<FilingStatus, 'filingDate' | 'stages'>): { stages: readonly StageFees[]; total: number } | null {
  const stages: StageFees[] = [];
  for (const stage of filing.stages) {
    const fees = feesOf(stage.forms.map((form) => form.name).filter(isPackageForm), filing.filingDate);
    if (!fees) return null;
    stages.push({ title: stage.title, fees });
  }
  return { stages, total: stages.reduce((sum, stage) => sum + stage.fees.total, 0) };
}
