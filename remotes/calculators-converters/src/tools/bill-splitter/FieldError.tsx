import { Message } from '@toolhub/shared';

/** An inline error under a field, referenced by the field's aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <div id={id}>
      <Message tone="error">{message}</Message>
    </div>
  );
}
