// The staff console's articles on the real local stack: the demo staff account writes an article in Vietnamese and
// English at 390 px. First with bad input (a hand-typed bad slug and an empty title): clear messages on the fields,
// nothing typed is lost, nothing is sent. The slug follows the title until edited by hand; the live preview renders
// the Markdown (a heading, a table) and not a <script> payload; a cover of the wrong type is refused, a PNG is
// uploaded. Saved, published (after confirmation), listed as published in the staff list (filters in the URL);
// then public: GET /api/articles/{slug}, the Vietnamese RSS feed, the sitemap and the public page. Leaving with
// unsaved changes asks first; the editor does not overflow at 390 px in vi or en. Unpublished (after confirmation),
// GET /api/articles/{slug} answers 404. A success story: its sector, figures (added, removed, an empty row refused)
// and quote, saved and published, public in the API. No console errors anywhere.
import { expectNoSideways } from './support/layout';
import { slugify } from '../../domain/content/slug';
import { translateKey } from '../../domain/message-keys';
import {
  dictionaries,
  expect,
  expectFieldError,
  field,
  signIn,
  switchLanguage,
  test,
} from './support/registration';

const STAFF = { email: 'staff@ghg-demo.vn', password: 'GhgDemo@2026' };
// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('staff write, preview, publish and unpublish an article in vi and en', async ({ page, request }) => {
  const vi = dictionaries.vi;
  const t = vi.staffContent.editor;
  const run = Date.now().toString(36);
  const title = `Nghị định 06: hạn kiểm kê E2E ${run}`;
  const slug = slugify(title);
  const markdown = [
    '# Hạn nộp báo cáo',
    '',
    'Doanh nghiệp nộp báo cáo kiểm kê trước ngày 31/3.',
    '',
    '| Năm | Mốc |',
    '| --- | --- |',
    '| 2026 | Báo cáo cấp cơ sở |',
    '',
    '<script>window.__xss = 1</script>',
    '<img src="data:image/png;base64,AAAA" onerror="window.__xss = 2">',
  ].join('\n');

  await signIn(page, STAFF.email, STAFF.password);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/staff');
  await page.getByRole('link', { name: vi.staffContent.home.articles.open }).click();
  await expect(page).toHaveURL(/\/staff\/articles$/);
  await page.getByRole('link', { name: vi.staffContent.list.newArticle }).click();
  await expect(page).toHaveURL(/\/staff\/articles\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: vi.screens.staffArticleNew })).toBeVisible();

  // The slug follows the Vietnamese title until it is edited by hand.
  const slugField = field(page, t.slug);
  const titleField = field(page, t.title);
  await titleField.fill(title);
  await expect(slugField).toHaveValue(slug);
  await field(page, t.author).fill('Ban biên tập E2E');
  await field(page, t.excerpt).fill('Các mốc thời gian doanh nghiệp cần nhớ khi kiểm kê khí nhà kính.');
  await field(page, t.tags).fill('Nghị định 06, CBAM');
  await field(page, t.markdown).fill(markdown);

  // The preview: the heading and the table, and nothing of the script payload.
  const preview = page.getByRole('region', { name: t.preview });
  await expect(preview.getByRole('heading', { name: 'Hạn nộp báo cáo' })).toBeVisible();
  await expect(preview.getByRole('table')).toBeVisible();
  await expect(preview.getByRole('cell', { name: 'Báo cáo cấp cơ sở' })).toBeVisible();
  const previewHtml = await preview.innerHTML();
  expect(previewHtml).not.toContain('<script');
  expect(previewHtml).not.toContain('onerror');
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.getByText(t.readingTime.replace('{minutes}', '1'))).toBeVisible();

  // Bad input: a hand-typed bad slug and an empty title. Both are named, nothing is lost, nothing is sent.
  await slugField.fill('Bad Slug!');
  await titleField.fill('');
  await expect(slugField).toHaveValue('Bad Slug!');
  let writes = 0;
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/staff/articles') writes++;
  });
  await page.getByRole('button', { name: t.save, exact: true }).click();
  await expectFieldError(slugField, translateKey('validation.invalidSlug', 'vi'));
  await expectFieldError(titleField, translateKey('validation.fieldRequired', 'vi'));
  await expect(page.getByText(t.fixErrors)).toBeVisible();
  expect(writes).toBe(0);
  await expect(slugField).toHaveValue('Bad Slug!');
  await expect(field(page, t.markdown)).toHaveValue(markdown);
  await expect(field(page, t.tags)).toHaveValue('Nghị định 06, CBAM');
  await expectNoSideways(page);

  // Fixed: the title back, the slug typed by hand (it no longer follows the title).
  await titleField.fill(title);
  await expect(slugField).toHaveValue('Bad Slug!');
  await slugField.fill(slug);
  await expect(slugField).not.toHaveAttribute('aria-invalid', 'true');

  // A cover: a text file is refused here, a PNG is uploaded and shown.
  const cover = page.locator('#content-cover-file');
  await cover.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await expect(page.getByText(t.coverWrongType)).toBeVisible();
  await cover.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: t.coverPreview })).toBeVisible();
  await expect(page.getByText(t.coverWrongType)).toHaveCount(0);

  // The English version.
  await page.getByRole('button', { name: t.addEnglish }).click();
  await expect(page.getByRole('tab', { name: t.en })).toHaveAttribute('aria-selected', 'true');
  await field(page, t.title).fill(`Decree 06: inventory deadlines E2E ${run}`);
  await field(page, t.excerpt).fill('The dates companies must remember for their GHG inventory.');
  await field(page, t.markdown).fill(
    '# Reporting deadline\n\n| Year | Step |\n| --- | --- |\n| 2026 | Facility report |',
  );
  await expect(preview.getByRole('heading', { name: 'Reporting deadline' })).toBeVisible();
  await page.getByRole('tab', { name: t.vi }).click();
  await expect(field(page, t.title)).toHaveValue(title);
  await expectNoSideways(page);

  // Saved: the page moves to the article's own URL, a draft. What is typed while the first save is on its way
  // stays (the same editor goes on at the new URL; the server's answer is held back a moment to type in between).
  await page.route('**/api/staff/articles', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.getByRole('button', { name: t.save, exact: true }).click();
  const typedDuringSave = `${markdown}\n\nGõ thêm khi đang lưu.`;
  await field(page, t.markdown).fill(typedDuringSave);
  await expect(page).toHaveURL(/\/staff\/articles\/\d+$/);
  await page.unroute('**/api/staff/articles');
  const editorUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: vi.screens.staffArticle })).toBeVisible();
  const status = page.getByRole('group', { name: t.statusLabel });
  await expect(status.getByText(vi.staffContent.statuses.draft, { exact: true })).toBeVisible();
  await expect(field(page, t.markdown)).toHaveValue(typedDuringSave);
  await expect(status.getByText(t.unsaved)).toBeVisible();
  // Back to the text as it was, saved again (an update of the same article, at the same URL).
  await field(page, t.markdown).fill(markdown);
  await page.getByRole('button', { name: t.save, exact: true }).click();
  await expect(status.getByText(t.unsaved)).toHaveCount(0);
  await expect(page).toHaveURL(editorUrl);
  await expect(page.getByRole('tab', { name: t.en })).toBeVisible();

  // Published after confirmation.
  await page.getByRole('button', { name: t.publish, exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: t.confirmPublishTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: t.confirmPublish, exact: true })).toBeFocused();
  await dialog.getByRole('button', { name: t.confirmPublish, exact: true }).click();
  await expect(page.getByText(t.noticePublished)).toBeVisible();
  await expect(status.getByText(vi.staffContent.statuses.published, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: t.viewPublic })).toHaveAttribute('href', `/article/${slug}`);

  // The staff list, filtered to the published ones, keeps its filters in the URL.
  await page.goto('/staff/articles');
  const list = vi.staffContent.list;
  await page.getByRole('combobox', { name: list.statusLabel }).selectOption('published');
  await expect(page).toHaveURL(/\/staff\/articles\?status=published$/);
  await page.getByRole('searchbox', { name: list.searchLabel }).fill(title);
  await page.getByRole('button', { name: list.searchButton, exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/articles\?status=published&q=/);
  const cards = page.getByRole('list', { name: list.captionArticles });
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  await expect(cards.getByText(vi.staffContent.statuses.published, { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('list', { name: list.captionArticles }).getByRole('listitem')).toHaveCount(1);
  await expectNoSideways(page);

  // Public: the API, the Vietnamese feed, the sitemap and the page.
  const api = await request.get(`/api/articles/${slug}`);
  expect(api.status()).toBe(200);
  const article = (await api.json()) as {
    data: { title: string; contentHtml: string; translations: string[] };
  };
  expect(article.data.title).toBe(title);
  expect(article.data.contentHtml).toContain('<table>');
  expect(article.data.contentHtml).not.toContain('<script');
  expect([...article.data.translations].sort()).toEqual(['en', 'vi']);
  const english = await request.get(`/api/articles/${slug}`, { headers: { 'Accept-Language': 'en' } });
  expect(((await english.json()) as { data: { title: string } }).data.title).toContain('Decree 06');
  const feed = await request.get('/feeds/articles.vi.xml');
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain(`/article/${slug}`);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain(`/article/${slug}`);
  await page.goto(`/article/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Back in the editor: leaving with unsaved changes asks first; staying keeps the typing.
  await page.goto(editorUrl);
  await field(page, t.excerpt).fill('Một tóm tắt mới chưa lưu.');
  await expect(status.getByText(t.unsaved)).toBeVisible();
  await page.getByRole('navigation', { name: vi.staff.common.breadcrumb }).getByRole('link').last().click();
  const leave = page.getByRole('alertdialog', { name: t.confirmLeaveTitle });
  await expect(leave).toBeVisible();
  await expect(leave.getByRole('button', { name: t.confirmLeave, exact: true })).toBeFocused();
  // Tab stays in the dialog: "stay", then back to "leave".
  await page.keyboard.press('Tab');
  await expect(leave.getByRole('button', { name: t.cancel, exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(leave.getByRole('button', { name: t.confirmLeave, exact: true })).toBeFocused();
  // Escape answers "stay", from the keyboard.
  await page.keyboard.press('Escape');
  await expect(leave).toHaveCount(0);
  await expect(page).toHaveURL(editorUrl);
  await expect(field(page, t.excerpt)).toHaveValue('Một tóm tắt mới chưa lưu.');

  // The editor in English, at 390 px (the language switch is in the wide header).
  await page.setViewportSize({ width: 1280, height: 800 });
  await switchLanguage(page, 'en');
  await page.setViewportSize({ width: 390, height: 844 });
  const enT = dictionaries.en.staffContent.editor;
  await expect(page.getByRole('button', { name: enT.save, exact: true })).toBeVisible();
  await page.getByRole('tab', { name: enT.en }).click();
  await expect(field(page, enT.title)).toHaveValue(`Decree 06: inventory deadlines E2E ${run}`);
  await expectNoSideways(page);
  await page.getByRole('tab', { name: enT.vi }).click();
  await field(page, enT.excerpt).fill('Các mốc thời gian doanh nghiệp cần nhớ khi kiểm kê khí nhà kính.');

  // Unpublished after confirmation: the public API answers 404.
  await page.getByRole('button', { name: enT.unpublish, exact: true }).click();
  const unpublish = page.getByRole('alertdialog', { name: enT.confirmUnpublishTitle });
  await unpublish.getByRole('button', { name: enT.confirmUnpublish, exact: true }).click();
  await expect(page.getByText(enT.noticeUnpublished)).toBeVisible();
  await expect(
    page
      .getByRole('group', { name: enT.statusLabel })
      .getByText(dictionaries.en.staffContent.statuses.unpublished, {
        exact: true,
      }),
  ).toBeVisible();
  expect((await request.get(`/api/articles/${slug}`)).status()).toBe(404);
  // And the public page is the 404 page, with the 404 status.
  const publicPage = await request.get(`/article/${slug}`, { headers: { accept: 'text/html' } });
  expect(publicPage.status()).toBe(404);
  // (A request without the locale cookie: the Vietnamese page.)
  expect(await publicPage.text()).toContain(dictionaries.vi.notFound.title);
});

test('staff write and publish a success story with its sector, figures and quote', async ({
  page,
  request,
}) => {
  const vi = dictionaries.vi;
  const t = vi.staffContent.editor;
  const run = Date.now().toString(36);
  const title = `Thép Xanh giảm 12% phát thải E2E ${run}`;
  const slug = slugify(title);

  await signIn(page, STAFF.email, STAFF.password);
  await page.goto('/staff');
  await page.getByRole('link', { name: vi.staffContent.home.stories.open }).click();
  await expect(page).toHaveURL(/\/staff\/success-stories$/);
  await page.getByRole('link', { name: vi.staffContent.list.newStory }).click();
  await expect(page.getByRole('heading', { level: 1, name: vi.screens.staffStoryNew })).toBeVisible();

  await field(page, t.title).fill(title);
  await expect(field(page, t.slug)).toHaveValue(slug);
  await field(page, t.companyName).fill('Công ty TNHH Thép Xanh E2E');
  const sector = page.getByRole('combobox', { name: t.sector });
  await sector.selectOption({ index: 1 });
  await expect(page.getByRole('checkbox', { name: t.illustrative })).toBeChecked();
  await field(page, t.summary).fill('Một ví dụ minh hoạ về giảm phát thải phạm vi 1.');
  await field(page, t.quote).fill('Kiểm kê giúp chúng tôi thấy rõ nguồn phát thải.');
  await field(page, t.quoteAuthor).fill('Nguyễn Văn A');
  await field(page, t.quoteRole).fill('Giám đốc sản xuất');
  // Two figures, the second removed again, then an empty row refused on its fields.
  await page.getByRole('button', { name: t.addMetric }).click();
  await field(page, t.metricLabel.replace('{n}', '1')).fill('Phát thải phạm vi 1');
  await field(page, t.metricValue.replace('{n}', '1')).fill('-12%');
  await page.getByRole('button', { name: t.addMetric }).click();
  await field(page, t.metricLabel.replace('{n}', '2')).fill('Tiết kiệm điện');
  await page.getByRole('button', { name: t.removeMetric.replace('{n}', '2') }).click();
  await expect(field(page, t.metricLabel.replace('{n}', '2'))).toHaveCount(0);
  await page.getByRole('button', { name: t.addMetric }).click();
  await field(page, t.markdown).fill('## Bối cảnh\n\nNhà máy cán thép tại Bắc Ninh.');
  await page.getByRole('button', { name: t.save, exact: true }).click();
  await expectFieldError(
    field(page, t.metricLabel.replace('{n}', '2')),
    translateKey('validation.fieldRequired', 'vi'),
  );
  await page.getByRole('button', { name: t.removeMetric.replace('{n}', '2') }).click();

  await page.getByRole('button', { name: t.save, exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/success-stories\/\d+$/);
  await expect(field(page, t.metricValue.replace('{n}', '1'))).toHaveValue('-12%');
  await expect(page.getByRole('combobox', { name: t.sector })).not.toHaveValue('');
  await page.getByRole('button', { name: t.publish, exact: true }).click();
  await page
    .getByRole('alertdialog', { name: t.confirmPublishTitle })
    .getByRole('button', { name: t.confirmPublish, exact: true })
    .click();
  await expect(page.getByText(t.noticePublished)).toBeVisible();
  await expect(page.getByRole('link', { name: t.viewPublic })).toHaveAttribute(
    'href',
    `/success-stories/${slug}`,
  );

  const api = await request.get(`/api/success-stories/${slug}`);
  expect(api.status()).toBe(200);
  const story = (await api.json()) as { data: { title: string; illustrative: boolean } };
  expect(story.data).toMatchObject({ title, illustrative: true });
});
