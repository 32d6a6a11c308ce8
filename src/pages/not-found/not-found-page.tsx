// The route table's 404: anything that matches no route (the view itself, not the lazy wrapper the other pages use).
import NotFoundView from '../../components/not-found-view';

export default function NotFoundPage() {
  return <NotFoundView />;
}
