// Registry entries of the contact-sales and pricing machines.
import { contactSaleMachine } from '../../../machines/forms/contact-sale.machine';
import type { ContactSaleEvent } from '../../../machines/forms/contact-sale.types';
import { pricingMachine } from '../../../machines/forms/pricing.machine';
import type { Plan } from '../../../machines/forms/pricing.types';
import {
  typed,
  done,
  failed,
  ok,
  fail,
  apiError,
  rateLimited,
  offline,
  serverFault,
  type MachineEntry,
} from './entry';

// ---- contact sales and pricing ------------------------------------------------------------------------------------

const contactSubmit = (email: string): ContactSaleEvent => ({
  type: 'user.submit',
  values: {
    firstName: 'Ánh',
    lastName: 'Nguyễn Thị',
    email,
    phone: '0912345678',
    companyName: 'Công ty TNHH Thép Xanh',
    career: 'Sản xuất thép',
    companySize: '51-200',
    requirement: 'Kiểm kê khí nhà kính theo Nghị định 06 và báo cáo CBAM',
    agreePrivacy: true,
  },
});

export const contactSale: MachineEntry = {
  id: 'contact-sale',
  file: 'machines/forms/contact-sale.machine.ts',
  purpose: {
    en: '/contact: the contact-sales form is sent once, then the thank-you page; field errors, a rate limit or a network failure bring the form back with every typed value.',
    vi: '/contact: gửi biểu mẫu liên hệ tư vấn một lần rồi đến trang cảm ơn; lỗi từng trường, giới hạn tần suất hay mất mạng đưa về biểu mẫu, giữ nguyên mọi giá trị đã nhập.',
  },
  machine: contactSaleMachine,
  events: typed<ContactSaleEvent>([
    contactSubmit('lan@x.vn'),
    contactSubmit('badphone@x.vn'),
    contactSubmit('limited@x.vn'),
    contactSubmit('offline@x.vn'),
    { type: 'user.editField', field: 'phone' },
  ]),
  actors: {
    kind: 'backend',
    answer: {
      sendContactSale: ({ email }: { email: string }) => {
        if (email === 'limited@x.vn') return fail(rateLimited);
        if (email === 'offline@x.vn') return fail(offline);
        if (email === 'badphone@x.vn')
          return fail(
            apiError(400, 'VALIDATION_FAILED', 'Dữ liệu không hợp lệ', [
              { field: 'phone', message: 'Số điện thoại không hợp lệ' },
            ]),
          );
        return ok({
          id: '7b1e5a52-8a4f-4b8e-9d43-3f1f3c2b9a10',
          message: 'Chúng tôi đã nhận được thông tin liên hệ của bạn!',
          createdAt: '2026-03-01T08:00:00.000Z',
        });
      },
    },
  },
};

const freePlan: Plan = {
  code: 'FREE',
  name: 'Miễn phí',
  description: 'Bắt đầu kiểm kê khí nhà kính cho doanh nghiệp nhỏ.',
  priceVnd: 0,
  billingPeriod: 'MONTH',
  features: ['3 thành viên'],
  limits: [{ resource: 'MEMBER_SEAT', limit: 3 }],
  highlighted: false,
  contactSales: false,
};

export const pricing: MachineEntry = {
  id: 'pricing',
  file: 'machines/forms/pricing.machine.ts',
  purpose: {
    en: '/solutions/pricing: loads the plans (GET /subscription/plans), or starts with those the server rendered the page with; says why it could not and tries again on request, reloads them after a language switch.',
    vi: '/solutions/pricing: tải các gói dịch vụ (GET /subscription/plans), hoặc bắt đầu với các gói máy chủ đã hiển thị sẵn; báo lý do khi không tải được và cho thử lại, tải lại sau khi đổi ngôn ngữ.',
  },
  machine: pricingMachine,
  starts: [
    { label: 'opened in the app (client-side navigation)', input: {} },
    { label: 'server-rendered page (plans preloaded)', input: { preloaded: [freePlan] } },
  ],
  events: typed([{ type: 'user.retry' }, { type: 'app.localeChanged' }]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('loadPlans', [freePlan]),
      done('loadPlans', { data: [freePlan] }),
      failed('loadPlans', offline),
      failed('loadPlans', serverFault),
    ],
  },
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, (snapshot.context as { error: unknown }).error]),
};
