import type { TextFacts } from '@domain/catalogue/text.ts';
import type { FieldDef } from '@domain/catalogue/types.ts';
import { createContext, useContext } from 'react';
import type { FieldPath, RowPath } from './field-paths.ts';

/** What every question of the wizard needs from it: the answer actions and which messages to show. */
export interface AnswerActions {
  readonly today: string;
  /** The server's filing date ('YYYY-MM-DD'). */
  readonly filingDate: string;
  /** What the catalogue's texts name (the tax years of the income answers), for textOf. */
  readonly facts: TextFacts;
  /** '' clears the answer. */
  setAnswer(path: FieldPath, value: string): void;
  /** The person left the question: its messages may show from now on. */
  touch(path: FieldPath): void;
  /** The messages to show for a question now: none until it was touched or its step checked. */
  visibleMessages(path: FieldPath): readonly string[];
  /** The messages of a path and every row item under it, shown or not (a closed row's badge). */
  hasProblemsUnder(path: FieldPath): boolean;
  addRow(group: FieldDef): number;
  removeRow(groupKey: string, index: number): void;
  /** A row item the page was opened on (?field=list[2].item): its row opens. */
  readonly requestedRow: RowPath | null;
}

export const AnswerContext = createContext<AnswerActions | null>(null);

export function useAnswerActions(): AnswerActions {
  const actions = useContext(AnswerContext);
  if (!actions) throw new Error('Questions are rendered inside a wizard step.');
  return actions;
}
