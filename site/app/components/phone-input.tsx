import { useState } from 'react';
import { PHONE_MASK } from '@gigmarket/shared';
import { formatPhone } from '~/utils/phone';
import { Field } from './field';

/** Phone number with the mask '(999) 9999-9999'; the action strips everything but digits. */
export function PhoneField({ label, hint, error, defaultValue = '' }: { label: string; hint: string; error?: string; defaultValue?: string }) {
  const [value, setValue] = useState(formatPhone(defaultValue));
  return (
    <Field
      name="phone"
      label={label}
      error={error}
      hint={hint}
      input={{
        type: 'tel',
        inputMode: 'numeric',
        autoComplete: 'tel-national',
        placeholder: PHONE_MASK.replace(/9/g, '0'),
        maxLength: PHONE_MASK.length,
        value,
        onChange: (e) => setValue(formatPhone(e.currentTarget.value)),
      }}
    />
  );
}
