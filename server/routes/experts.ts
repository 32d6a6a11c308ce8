// Issue 13 (experts): this route file is being written; see openapi/paths/*expert* for its operations.
import type { RouteModule } from '../context';

const routes: RouteModule = () => {};

export default routes;
