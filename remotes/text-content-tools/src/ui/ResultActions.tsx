import { Button } from '@toolhub/shared';

interface ResultActionsProps {
  /** The input as it is now. */
  text: string;
  /** The result worked out from it. */
  output: string;
  /** A new result is being worked out: the one shown is the last. */
  working: boolean;
  onUseAsInput: (output: string) => void;
  onClear: () => void;
}

/** Below a text result: put it back in the input to work on it again, or clear the input. */
export function ResultActions({ text, output, working, onUseAsInput, onClear }: ResultActionsProps) {
  return (
    <div className="th-row">
      <Button onClick={() => onUseAsInput(output)} disabled={output === '' || working || output === text}>
        Use as input
      </Button>
      <Button variant="ghost" onClick={onClear} disabled={text === ''}>
        Clear
      </Button>
    </div>
  );
}
