// Texts of the contact-sales screens (/contact, /contact/thank-you) and the pricing page (/solutions/pricing), en.
// Same keys as vi.
import type { NamespaceContactTranslation } from '../../i18n-types';

const contact = {
  form: {
    lead: 'Leave your details and our experts will get in touch about the greenhouse-gas inventory, CBAM and ESG reporting of your company.',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone number',
    phoneHint: 'A Vietnamese mobile number, e.g. 0912 345 678.',
    companyName: 'Company name',
    career: 'Line of business',
    careerHint: 'For example: steel making, textiles, food processing.',
    companySize: 'Company size',
    companySizeChoose: 'Choose the number of employees',
    companySizes: {
      upTo50: '1–50 employees',
      upTo200: '51–200 employees',
      upTo500: '201–500 employees',
      upTo1000: '501–1,000 employees',
      over1000: 'More than 1,000 employees',
    },
    requirement: 'Inventory need',
    requirementHint:
      'The facilities and sectors to inventory, the reports you need (Decree 06, CBAM, ESG) and your deadline.',
    agreeBefore: 'I agree to the ',
    privacyPolicy: 'privacy policy',
    agreeAfter: '.',
    submit: 'Send',
    submitting: 'Sending…',
  },
  thankYou: {
    greeting: 'Thank you, {firstName}!',
    lead: 'Our consultants will get back to you as soon as possible. We have also sent a confirmation to your inbox.',
    linksLabel: 'What next',
    home: 'Go to the home page',
    solutions: 'See our solutions',
  },
  pricing: {
    lead: 'Start for free, upgrade when your company needs regular inventories and CBAM reports. Prices in Vietnamese dong.',
    loading: 'Loading the prices…',
    retry: 'Try again',
    plansLabel: 'Plans',
    perMonth: 'per month',
    perYear: 'per year',
    priceOnRequest: 'Priced on request',
    recommended: 'Recommended',
    signUp: 'Sign up for free',
    contactSales: 'Contact sales',
    compareTitle: 'Compare the limits of the plans',
    resource: 'Item',
    resources: {
      MEMBER_SEAT: 'Members',
      COURSE: 'Courses',
      GHG_REPORT: 'GHG inventory reports',
      CBAM_REPORT: 'CBAM reports',
      RISK_ASSESSMENT: 'Emission-risk assessments',
    },
    unlimited: 'Unlimited',
    notIncluded: 'Not included',
  },
} satisfies NamespaceContactTranslation;

export default contact;
