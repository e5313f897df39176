/** Messages of the spec, word for word (sections 5 and 8). */
export const MESSAGES = {
  unverified: 'unverified',
  emailNotVerified: 'Email account is not verified',
  invalidLoginCredentials: 'Invalid login credentials',
  accessDenied: 'Access Denied',
  invalidUserId: 'Invalid User ID',
  couldNotResetPassword: 'We could not reset your password',
  codeSent: 'A security code has been sent to your phone number',
  passwordReset: 'Your password has been reset',
  registrationSuccessful: 'Registration successful',
  invalidPhoneNumber: 'Invalid phone number',
  updateSuccessful: 'Update Successful',
  updateFailed: 'Update Failed',
  recordAdded: 'Record added successfully',
  noRecordsFound: 'No records found',
  dataNotCorrect: 'Some data are not correctly entered',
  dataError: 'Data Error',
  error: 'Error',
  passwordLength: 'Password requires min of 8 character',
  pickPassword: 'pick password',
  validEmail: 'Enter a valid email address',
  phoneRequired: 'Phone number is required',
  companyNameRequired: 'Company name is required',
  industryRequired: 'Industry is required',
  firstAndLastName: 'Enter your first and last name',
  statesSelectError: 'States select error',
  industriesSelectError: 'Industries select error',
  jobTypesSelectError: 'Job types select error',
  accountCreated: 'Account Created Successfully',
  // Not in the spec's catalogue; worded in its voice.
  invalidCode: 'Invalid or expired code',
  codeTooManyAttempts: 'Too many wrong codes: request a new one',
  resendTooSoon: 'Please wait before requesting another code',
  tooManyCodes: 'Too many codes requested for this phone number: try again later',
  tooManyRequests: 'Too many requests: try again later',
  serviceUnavailable: 'The service is briefly unavailable: try again shortly',
  phoneTaken: 'This phone number is already registered',
  emailTaken: 'This email address is already registered',
  notFound: 'Not found',
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** '{field} field is required' */
export function fieldRequired(field: string): string {
  return `${field} field is required`;
}

/** 'You can only upload maximum of {limit} files at a time' */
export function uploadCountMessage(limit: number): string {
  return `You can only upload maximum of ${limit} files at a time`;
}

/** "You do not have permission to access '{page}' page" */
export function noPermissionMessage(page: string): string {
  return `You do not have permission to access '${page}' page`;
}

/** Message keys of the field rules (docs/onboarding.md), used by both forms and API. */
export const MESSAGE_KEYS = {
  password_length: MESSAGES.passwordLength,
  gender_required: 'Gender is required',
  description_required: 'Description is required',
  job_type_required: 'Job type is required',
  industry_required: MESSAGES.industryRequired,
  state_required: 'State is required',
  designation_required: 'Designation is required',
  company_name_required: MESSAGES.companyNameRequired,
  blocked_characters: 'The characters < > * ! are not allowed',
} as const;
