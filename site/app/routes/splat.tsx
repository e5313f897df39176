import { redirect } from 'react-router';

/** Any unknown path goes home. */
export function loader() {
  return redirect('/home');
}
