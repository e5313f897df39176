/** The site-facing answer shape of the spec: `{ result, message, data? }`. */
export interface ApiResponse<T = unknown> {
  result: boolean;
  message: string;
  data?: T;
}

export function ok<T>(message: string, data?: T): ApiResponse<T> {
  return data === undefined ? { result: true, message } : { result: true, message, data };
}

/** One field's failure: the field, the rule it broke and the message to show beside it. */
export interface FieldError {
  field: string;
  rule: string;
  message: string;
}
