// The route table's 404: anything that matches no route.
import { NotFound } from '../../components/not-found';

export default function NotFoundPage() {
  return <NotFound />;
}
