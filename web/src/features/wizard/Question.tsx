import type { AnswerValue } from '@domain/answers.ts';
import { answerChoices } from '@domain/catalogue/localized.ts';
import { textOf } from '@domain/catalogue/text.ts';
import type { Choice, FieldDef } from '@domain/catalogue/types.ts';
import { useAnswerActions } from './answer-context.ts';
import { fieldDomId, type FieldPath } from './field-paths.ts';
import { DateAnswer } from './inputs/DateAnswer.tsx';
import { CheckboxesAnswer } from './inputs/CheckboxesAnswer.tsx';
import type { InputProps } from './inputs/input-props.ts';
import { MoneyAnswer } from './inputs/MoneyAnswer.tsx';
import { NumberAnswer } from './inputs/NumberAnswer.tsx';
import { PlaceAnswer } from './inputs/PlaceAnswer.tsx';
import { RadioAnswer } from './inputs/RadioAnswer.tsx';
import { SelectAnswer } from './inputs/SelectAnswer.tsx';
import { TaxYearAnswer } from './inputs/TaxYearAnswer.tsx';
import { TextAnswer } from './inputs/TextAnswer.tsx';
import { describedByOf, QuestionFrame } from './QuestionFrame.tsx';

/** Lists this short read best as radio buttons, all visible at once; longer ones as a select. */
const MAX_RADIO_CHOICES = 5;

const answerText = (value: AnswerValue | undefined): string =>
  value === undefined || value === null || Array.isArray(value) ? '' : String(value);

function Input({ kind, props, choices }: { kind: FieldDef['kind']; props: InputProps; choices: readonly Choice[] }) {
  switch (kind) {
    case 'date':
      return <DateAnswer {...props} />;
    case 'number':
      return <NumberAnswer {...props} />;
    case 'money':
      return <MoneyAnswer {...props} />;
    case 'country':
    case 'usState':
      return <PlaceAnswer {...props} />;
    case 'yesNo':
    case 'yesNoUnknown':
      return <RadioAnswer {...props} choices={choices} />;
    case 'taxYear':
      return <TaxYearAnswer {...props} />;
    case 'choice':
      return choices.length <= MAX_RADIO_CHOICES ? <RadioAnswer {...props} choices={choices} /> : <SelectAnswer {...props} choices={choices} />;
    case 'multiChoice':
      return <CheckboxesAnswer {...props} choices={choices} />;
    case 'text':
    case 'textarea':
    case 'email':
    case 'phone':
    case 'group':
      return <TextAnswer {...props} />;
    default: {
      const unknownKind: never = kind;
      return unknownKind;
    }
  }
}

/** One question of any input kind but a list, with its label, help and messages. */
export function Question({ field, path, value }: { field: FieldDef; path: FieldPath; value: AnswerValue | undefined }) {
  const actions = useAnswerActions();
  const id = fieldDomId(path);
  const messages = actions.visibleMessages(path);
  const choices = answerChoices(field, actions.facts.language ?? 'en');
  const asFieldset =
    field.kind === 'date' ||
    field.kind === 'yesNo' ||
    field.kind === 'yesNoUnknown' ||
    field.kind === 'taxYear' ||
    field.kind === 'multiChoice' ||
    (field.kind === 'choice' && choices.length <= MAX_RADIO_CHOICES);
  const required = field.required === true;
  const help = textOf(field.help, actions.facts);
  const props: InputProps = {
    id,
    field,
    value: answerText(value),
    describedBy: describedByOf(id, help, messages),
    invalid: messages.length > 0,
    required,
    onChange: (next) => actions.setAnswer(path, next),
    onBlur: () => actions.touch(path),
  };
  return (
    <QuestionFrame id={id} question={textOf(field.question, actions.facts)} required={required} help={help} messages={messages} asFieldset={asFieldset}>
      <Input kind={field.kind} props={props} choices={choices} />
    </QuestionFrame>
  );
}
