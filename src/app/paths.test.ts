import { describe, expect, it } from 'vitest';
import {
  forgotPasswordPathFor,
  ghgReportDetailPath,
  ghgReportResultPath,
  paths,
  productPath,
  signInPathFor,
  workspacePathFor,
} from './paths';
import { findRoute, routes } from './routes';

describe('paths', () => {
  it("are the route table's paths, screen by screen", () => {
    for (const route of routes) expect(route.path).toBe(paths[route.screen as keyof typeof paths]);
    expect(routes).toHaveLength(Object.keys(paths).length);
  });

  it.each([
    [productPath('xi-mang'), '/solutions/dich-vu-kiem-ke-khi-nha-kinh-xi-mang.html', 'ghgInventoryProduct'],
    [
      ghgReportDetailPath('r/1'),
      '/ghg-report/r%2F1/ket-qua-danh-gia-rui-ro-phat-thai-khi-nha-kinh.html',
      'ghgReportDetail',
    ],
    [ghgReportResultPath('a b'), '/ghg-report/ket-qua-danh-gia-rui-ro-phat-thai-khi-nha-kinh?id=a%20b', null],
    [signInPathFor('/work-space?x=1'), '/auth/sign-in?next=%2Fwork-space%3Fx%3D1', null],
    [forgotPasswordPathFor('an+h@x.vn'), '/auth/forgot-password?email=an%2Bh%40x.vn', null],
    [workspacePathFor('s&1'), '/work-space?space=s%261', null],
  ])('builds %s', (built, expected, screen) => {
    expect(built).toBe(expected);
    if (screen) expect(findRoute(built).route.screen).toBe(screen);
  });
});
