// GET /sectors: the economic sectors, in display order, from the in-memory reference cache (pages memoised).
import type { RouteModule } from '../context';
import { PageMemo, paginate } from '../db/reference-cache';
import { sendJsonText, type SuccessBody } from '../openapi';

const sectorRoutes: RouteModule = (app, { api, reference }) => {
  const memo = new PageMemo(256);
  api.route(app, 'get', '/sectors', async (request, reply) => {
    const { page = 1, take = 50 } = request.query;
    return sendJsonText(
      reply,
      memo.get<SuccessBody<'/sectors', 'get'>>(`${page}:${take}`, () =>
        paginate(reference.sectors, page, take),
      ),
    );
  });
};

export default sectorRoutes;
