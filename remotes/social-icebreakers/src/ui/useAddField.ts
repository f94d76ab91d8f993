import { useState, type FormEvent } from 'react';
import { useDraft } from '@toolhub/shared';

interface AddField {
  /** What is typed, kept as a draft across reloads. */
  text: string;
  /** Why the last Add was refused; gone as soon as the text changes. */
  error: string | null;
  change: (text: string) => void;
  /** The form's submit: adds the text and empties the field, or shows why it cannot. */
  submit: (event: FormEvent) => void;
}

/** A text field with an Add button that puts a player or a prompt on a list. */
export function useAddField(draftKey: string, problemWith: (text: string) => string | null, add: (text: string) => void): AddField {
  const [text, setText] = useDraft(draftKey, '');
  const [error, setError] = useState<string | null>(null);

  function change(next: string) {
    setText(next);
    if (error) setError(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = problemWith(text);
    setError(problem);
    if (problem) return;
    add(text);
    setText('');
  }

  return { text, error, change, submit };
}
