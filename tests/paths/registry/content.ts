// Registry entry of the public content reads (machines/content/): articles, the blog, success stories and the home
// page's figures, started either empty (the browser fetches) or with the server's answer (server-rendered page).
import { publicResourceMachine } from '../../../machines/content/public-resource.machine';
import type { PublicResourceEvent } from '../../../machines/content/public-resource.types';
import { apiError, done, failed, offline, typed, type MachineEntry } from './entry';

const article = { data: { id: 1, slug: 'nghi-dinh-06', title: 'Nghị định 06' } };

export const publicResource: MachineEntry = {
  id: 'public-resource',
  file: 'machines/content/public-resource.machine.ts',
  purpose: {
    en: 'One public read (an article, an article list, a success story, the platform figures): shown at once from what the server rendered, or loaded; an unknown slug is the 404 page; a failure offers a retry.',
    vi: 'Một lần đọc nội dung công khai (bài viết, danh sách bài, câu chuyện thành công, số liệu nền tảng): hiện ngay từ dữ liệu máy chủ đã kết xuất, hoặc tải về; slug không tồn tại là trang 404; lỗi thì cho thử lại.',
  },
  machine: publicResourceMachine,
  starts: [
    { label: 'opened in the app (client-side navigation)', input: {} },
    { label: 'server-rendered page', input: { preloaded: { kind: 'found', data: article } } },
    { label: 'server-rendered 404 (unknown slug)', input: { preloaded: { kind: 'missing' } } },
  ],
  events: typed<PublicResourceEvent>([{ type: 'user.retry' }]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('load', article),
      failed('load', apiError(404, 'NOT_FOUND', 'Không tìm thấy')),
      failed('load', offline),
    ],
  },
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
};
