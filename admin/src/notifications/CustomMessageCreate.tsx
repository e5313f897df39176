import { Create } from 'react-admin';
import { CustomMessageForm } from './CustomMessageForm';

/** `user_id` only goes out when the message is for one user. */
const transform = (data: Record<string, unknown>) => {
  const { user_id: userId, ...rest } = data;
  return rest.audience === 'user' ? { ...rest, user_id: userId } : rest;
};

export default function CustomMessageCreate() {
  return (
    <Create redirect="list" transform={transform}>
      <CustomMessageForm creating />
    </Create>
  );
}
