/**
 * Form behaviour shared by every screen: errors appear only after the first submit attempt, the
 * browser checks the same schema as the server before sending, and submit is disabled while the
 * call runs.
 */
import { useState, type FormEvent } from 'react';
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

  const check = (form: HTMLFormElement) => {
    const result = parseForm(schema, new FormData(form), arrays);
    const errors = result.success ? {} : result.errors;
    setClientErrors(errors);
    return errors;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setSubmitted(true);
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
