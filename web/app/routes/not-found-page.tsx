import { MSG } from '@store/contract/messages';
import { data } from 'react-router';

export function loader() {
  throw data(MSG.notFound, { status: 404 });
}

export default function NotFound() {
  return null;
}
