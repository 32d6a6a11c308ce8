// The subscription plans of the pricing page, as data (GET /subscription/plans), and their limits per metered
// resource (POST /subscription/validate-access-subscripiton, and the calls that create a metered thing).
//
// Why these numbers: FREE lets a small company try the product with its core team (owner + 2 seats), one GHG
// inventory a year (Decree 06 asks for one a year) and a few academy courses; CBAM is a paid feature. STANDARD
// fits a mid-size exporter: a team of 15, monthly inventories (12 a year), quarterly CBAM reports (4 a year,
// the CBAM reporting rhythm) and a course catalogue for the team. ENTERPRISE is unlimited and priced by sales.
// RISK_ASSESSMENT (the two-minute emission-risk assessments kept in a workspace) is metered, so the workspace sees
// how many it keeps, but never limited (null on every plan): the assessment is the product's free front door, and
// it must never consume GHG_REPORT, which is the inventory report.
import type { Locale } from '../../domain/messages';

export const subscriptionResources = [
  'MEMBER_SEAT',
  'COURSE',
  'GHG_REPORT',
  'CBAM_REPORT',
  'RISK_ASSESSMENT',
] as const;
export type SubscriptionResource = (typeof subscriptionResources)[number];

interface Texts {
  name: string;
  description: string;
  features: string[];
}

export interface PlanData {
  code: string;
  priceVnd: number | null;
  billingPeriod: 'MONTH' | 'YEAR';
  highlighted: boolean;
  contactSales: boolean;
  /** null = unlimited; 0 = not in the plan. */
  limits: Record<SubscriptionResource, number | null>;
  texts: Record<Locale, Texts>;
}

export const DEFAULT_PLAN = 'FREE';

export const PLANS: readonly PlanData[] = [
  {
    code: 'FREE',
    priceVnd: 0,
    billingPeriod: 'MONTH',
    highlighted: false,
    contactSales: false,
    limits: { MEMBER_SEAT: 3, COURSE: 3, GHG_REPORT: 1, CBAM_REPORT: 0, RISK_ASSESSMENT: null },
    texts: {
      vi: {
        name: 'Miễn phí',
        description: 'Bắt đầu kiểm kê khí nhà kính cho doanh nghiệp nhỏ.',
        features: ['3 thành viên', '1 báo cáo kiểm kê KNK mỗi năm', '3 khóa học'],
      },
      en: {
        name: 'Free',
        description: 'Start the greenhouse gas inventory of a small company.',
        features: ['3 members', '1 GHG inventory report a year', '3 courses'],
      },
    },
  },
  {
    code: 'STANDARD',
    priceVnd: 2_490_000,
    billingPeriod: 'MONTH',
    highlighted: true,
    contactSales: false,
    limits: { MEMBER_SEAT: 15, COURSE: 30, GHG_REPORT: 12, CBAM_REPORT: 4, RISK_ASSESSMENT: null },
    texts: {
      vi: {
        name: 'Tiêu chuẩn',
        description: 'Cho doanh nghiệp xuất khẩu cần kiểm kê KNK và báo cáo CBAM định kỳ.',
        features: [
          '15 thành viên',
          '12 báo cáo kiểm kê KNK mỗi năm',
          '4 báo cáo CBAM mỗi năm',
          '30 khóa học',
        ],
      },
      en: {
        name: 'Standard',
        description: 'For exporters that need regular GHG inventories and CBAM reports.',
        features: ['15 members', '12 GHG inventory reports a year', '4 CBAM reports a year', '30 courses'],
      },
    },
  },
  {
    code: 'ENTERPRISE',
    priceVnd: null,
    billingPeriod: 'YEAR',
    highlighted: false,
    contactSales: true,
    limits: {
      MEMBER_SEAT: null,
      COURSE: null,
      GHG_REPORT: null,
      CBAM_REPORT: null,
      RISK_ASSESSMENT: null,
    },
    texts: {
      vi: {
        name: 'Doanh nghiệp',
        description: 'Cho tập đoàn nhiều nhà máy: không giới hạn, hỗ trợ chuyên gia riêng.',
        features: [
          'Không giới hạn thành viên',
          'Không giới hạn báo cáo KNK và CBAM',
          'Không giới hạn khóa học',
          'Chuyên gia hỗ trợ riêng',
        ],
      },
      en: {
        name: 'Enterprise',
        description: 'For groups with many plants: no limits, a dedicated expert.',
        features: [
          'Unlimited members',
          'Unlimited GHG and CBAM reports',
          'Unlimited courses',
          'A dedicated expert',
        ],
      },
    },
  },
];

export function findPlan(code: string): PlanData {
  return PLANS.find((plan) => plan.code === code) ?? PLANS.find((plan) => plan.code === DEFAULT_PLAN)!;
}

/** A plan as GET /subscription/plans answers it, in `locale`. */
export function planView(plan: PlanData, locale: Locale) {
  const texts = plan.texts[locale];
  return {
    code: plan.code,
    name: texts.name,
    description: texts.description,
    priceVnd: plan.priceVnd,
    billingPeriod: plan.billingPeriod,
    features: [...texts.features],
    limits: subscriptionResources.map((resource) => ({ resource, limit: plan.limits[resource] })),
    highlighted: plan.highlighted,
    contactSales: plan.contactSales,
  };
}

export type AccessDecision = {
  allowed: boolean;
  reason?: 'PLAN_LIMIT_REACHED' | 'NOT_IN_PLAN';
  limit: number | null;
  used: number;
  plan: string;
};

/** Whether `quantity` more of `resource` fits the plan, given what is `used`. */
export function decideAccess(
  plan: PlanData,
  resource: SubscriptionResource,
  used: number,
  quantity: number,
): AccessDecision {
  const limit = plan.limits[resource];
  const base = { limit, used, plan: plan.code };
  if (limit === null) return { allowed: true, ...base };
  if (limit === 0) return { allowed: false, reason: 'NOT_IN_PLAN', ...base };
  if (used + quantity > limit) return { allowed: false, reason: 'PLAN_LIMIT_REACHED', ...base };
  return { allowed: true, ...base };
}
