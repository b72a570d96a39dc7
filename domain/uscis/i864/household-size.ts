import { petitionerHousehold, type PetitionerHousehold } from '../../rules/household.ts';
import { rule, section, type FormTemplate, type Section } from '../blocks/index.ts';
import type { MappingContext } from '../types.ts';
import { count } from './amounts.ts';

export function householdSizePart(I864: FormTemplate): Section {
  const { at } = I864;

  /** Part 5, the sponsor's household size (page 5), item by item as domain/rules/household.ts counts it. */


  const item = (pick: (size: PetitionerHousehold) => number | null) => (ctx: MappingContext) => count(pick(petitionerHousehold(ctx)));

  return section(
    rule(at(5, 'P3_Line28_TotalNumberofImmigrants[0]'), item((size) => size.sponsored)),
    rule(at(5, 'P5_Line2_Yourself[0]'), item((size) => size.yourself)),
    rule(at(5, 'P5_Line3_Married[0]'), item((size) => size.spouse)),
    rule(at(5, 'P5_Line4_DependentChildren[0]'), item((size) => size.dependentChildren)),
    rule(at(5, 'P5_Line5_OtherDependents[0]'), item((size) => size.otherDependents)),
    rule(at(5, 'P5_Line6_Sponsors[0]'), item((size) => size.previouslySponsored)),
    rule(at(5, 'P5_Line7_SameResidence[0]'), item((size) => size.relativesSigningI864A)),
    // Item 8, the household size, is the template's field "Override".
    rule(at(5, 'Override[0]'), item((size) => size.total)),
  );
}
