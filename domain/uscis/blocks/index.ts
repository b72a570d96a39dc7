/**
 * The building blocks every form mapping is written with: a template's fields and box sizes, a
 * place, a text box that measures with the print font and continues, address blocks driven by a
 * form's layout table, date, comb, check, yes/no and choice boxes, lists in rows, the words of
 * continuation text, and the Additional Information spaces; and the parts several forms print
 * alike: the interpreter's part, name boxes and parents, history rows, the last entry and its
 * class of admission.
 */
export { additionalInfoSlot } from './additional-info.ts';
export { addressBlock, addressLayout, type AddressBoxNames, type AddressLayout, type AddressNames, type AddressPart, type AddressWithCareOf } from './address.ts';
export { classAsGiven, classOfAdmission, I130_CLASS_OF_ADMISSION_OPTIONS } from './class-of-admission.ts';
export { authorizedStayEnds, classOfAdmissionCode, currentStatus, statusAtLastArrival } from './entry.ts';
export { nameBoxes, parentBirthDate, parentResidence } from './family.ts';
export { addressEntry, employerEntry } from './history.ts';
export { interpreterPart, type InterpreterBox, type InterpreterPart } from './interpreter.ts';
export { preparerPart, type PreparerPart } from './preparer.ts';
export { checkBox, choiceBoxes, combBox, inCells, dateBox, digitBoxes, multiChoiceBoxes, wholeNumberIn, yesNoBoxes } from './boxes.ts';
export { fitsBox, SMALLEST_PRINT, splitToFit, widthOf, wrappedLines } from './measure.ts';
export { entryAt, type Place } from './place.ts';
export { answerOf, continued, entriesOf, joinSameItem, listRows, rule, section, type Continue, type Read, type Section } from './section.ts';
export { boxSize, formTemplate, type BoxSize, type BoxTable, type FormTemplate, type TextBox } from './template.ts';
export { fitAnswer, pointerFor, repeatedBox, textBox } from './text-box.ts';
export { joinParts, periodWords, PRESENT, SEE_ADDITIONAL_INFO, toDate } from './words.ts';
