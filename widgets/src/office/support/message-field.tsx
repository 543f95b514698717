/**
 * The support forms' multi-line box (a message, a question, a comment): the kit's field frame with its label and
 * inline error around a textarea. It lives here, not in the kit, because only the office's support forms use it and
 * the kit's form chunk is shared by widgets that are at their size budgets.
 */
import { FieldFrame, fieldInputProps } from '../../runtime/ui/field';

export function MessageField(props: {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
  maxLength: number;
  testId?: string;
}) {
  const { id, error } = props;
  return (
    <FieldFrame id={id} label={props.label} error={error}>
      <textarea
        {...fieldInputProps(id, error)}
        maxLength={props.maxLength}
        value={props.value}
        data-testid={props.testId}
        onInput={(e) => props.onValue((e.target as HTMLTextAreaElement).value)}
      />
    </FieldFrame>
  );
}
