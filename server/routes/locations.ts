// Countries -> cities -> districts -> wards, served from the in-memory reference cache with paging on arrays;
// each page is serialised once and then answered from memory (PageMemo). An unknown parent id answers 404
// NOT_FOUND; a known parent without children answers an empty page.
import type { RouteModule } from '../context';
import { PageMemo, paginate } from '../db/reference-cache';
import { notFound } from '../errors';
import { sendJsonText, type SuccessBody } from '../openapi';

const DEFAULT_TAKE = 50;

const locationRoutes: RouteModule = (app, { api, reference }) => {
  const memo = new PageMemo();

  api.route(app, 'get', '/countries', async (request, reply) => {
    const { page = 1, take = DEFAULT_TAKE } = request.query;
    return sendJsonText(
      reply,
      memo.get<SuccessBody<'/countries', 'get'>>(`countries:${page}:${take}`, () =>
        paginate(reference.countries, page, take),
      ),
    );
  });

  api.route(app, 'get', '/countries/{id}/cities', async (request, reply) => {
    const { id } = request.params;
    const { page = 1, take = DEFAULT_TAKE } = request.query;
    return sendJsonText(
      reply,
      memo.get<SuccessBody<'/countries/{id}/cities', 'get'>>(`cities:${id}:${page}:${take}`, () => {
        const cities = reference.citiesOf(id);
        if (!cities) throw notFound();
        return paginate(cities, page, take);
      }),
    );
  });

  api.route(app, 'get', '/cities/{id}/districts', async (request, reply) => {
    const { id } = request.params;
    const { page = 1, take = DEFAULT_TAKE } = request.query;
    return sendJsonText(
      reply,
      memo.get<SuccessBody<'/cities/{id}/districts', 'get'>>(`districts:${id}:${page}:${take}`, () => {
        const districts = reference.districtsOf(id);
        if (!districts) throw notFound();
        return paginate(districts, page, take);
      }),
    );
  });

  api.route(app, 'get', '/districts/{id}/wards', async (request, reply) => {
    const { id } = request.params;
    const { page = 1, take = DEFAULT_TAKE } = request.query;
    return sendJsonText(
      reply,
      memo.get<SuccessBody<'/districts/{id}/wards', 'get'>>(`wards:${id}:${page}:${take}`, () => {
        const wards = reference.wardsOf(id);
        if (!wards) throw notFound();
        return paginate(wards, page, take);
      }),
    );
  });
};

export default locationRoutes;
