/**
 * Form behaviour shared by every screen: errors appear only after the first submit attempt, the
 * browser checks the same schema as the server before sending, and submit is disabled while the
 * call runs.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useNavigation } from 'react-router';
import type * as z from 'zod/mini';
import { parseForm, type FieldErrors } from './schemas';

type ActionErrors = { fieldErrors?: FieldErrors; formError?: string; formDetail?: string; values?: Record<string, string> } | undefined;

export function useValidatedForm(schema: z.ZodMiniType, answer: unknown, arrays: readonly string[] = []) {
  const actionData = answer as ActionErrors;
  const [submitted, setSubmitted] = useState(false);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod != null;

  // The button pressed last (e.g. Save draft / Publish): its name and value take part in the check.
  const submitter = useRef<HTMLElement | null>(null);

  const check = (form: HTMLFormElement) => {
    const pressed = submitter.current && form.contains(submitter.current) ? submitter.current : null;
    const result = parseForm(schema, pressed ? new FormData(form, pressed) : new FormData(form), arrays);
    const errors = result.success ? {} : result.errors;
    setClientErrors(errors);
    return errors;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setSubmitted(true);
    submitter.current = ((event.nativeEvent as SubmitEvent).submitter as HTMLElement | null) ?? null;
    const errors = check(event.currentTarget);
    const names = Object.keys(errors);
    if (names.length > 0) {
      event.preventDefault();
      const first = event.currentTarget.querySelector<HTMLElement>(`[name="${names[0]}"]`);
      first?.focus();
    }
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (submitted) check(event.currentTarget);
  };

  // The server's answer (which also covers submits made before JavaScript loaded), then the
  // browser's own check once the user has tried to submit.
  const errors: FieldErrors = { ...(actionData?.fieldErrors ?? {}), ...(submitted && clientErrors ? clientErrors : {}) };
  return { errors, formError: actionData?.formError, formDetail: actionData?.formDetail, values: actionData?.values ?? {}, busy, onSubmit, onChange, submitted };
}
