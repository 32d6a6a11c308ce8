// English dictionary. Same keys as the base (vi); the spec's English wordings come from domain/messages.ts.
import type { Translation } from '../i18n-types';
import { messages } from '../../../domain/messages';
import registration from './registration';
import form from './form';
import signIn from './sign-in';
import profile from './profile';
import workspace from './workspace';
import content from './content';
import contact from './contact';
import ghg from './ghg';
import staff from './staff';
import articles from './articles';

const en = {
  ...messages.en,
  registration,
  form,
  signIn,
  profile,
  workspace,
  content,
  contact,
  ghg,
  staff,
  articles,
  app: {
    name: 'GHG Platform',
    tagline: 'Greenhouse-gas inventory, CBAM and ESG reporting',
    description:
      'A platform for greenhouse-gas inventories under Decree 06/2022/ND-CP, CBAM reporting for exporters and ESG reporting, with an academy for your team.',
    documentTitle: '{page} · {brand}',
    skipToContent: 'Skip to main content',
    homeLink: 'GHG Platform, go to the home page',
    loading: 'Loading the page…',
  },
  nav: {
    label: 'Main navigation',
    menu: 'Menu',
    solutions: 'Solutions',
    pricing: 'Pricing',
    academy: 'Academy',
    experts: 'Experts',
    articles: 'Articles',
    about: 'About us',
    contact: 'Contact',
    workspace: 'Workspace',
  },
  session: {
    signIn: 'Sign in',
    signUp: 'Sign up',
    signOut: 'Sign out',
    signingOut: 'Signing out…',
    checking: 'Checking your session…',
    account: 'Account',
    profile: 'Profile',
    offline: 'Cannot reach the server',
    retry: 'Try again',
  },
  locale: {
    label: 'Language',
    vi: 'Tiếng Việt',
    en: 'English',
  },
  footer: {
    label: 'Footer',
    product: 'Product',
    learn: 'Learn',
    company: 'Company',
    legal: 'Legal',
    cookies: 'Cookie policy',
    terms: 'Terms of use',
    privacy: 'Privacy policy',
    becomeExpert: 'Become an expert',
    copyright: '© {year} {brand}. All rights reserved.',
  },
  screens: {
    home: 'Home',
    about: 'About us',
    signIn: 'Sign in',
    signInCallback: 'Completing sign-in',
    signUp: 'Sign up',
    signUpInvitation: 'Sign up by invitation',
    signUpThankYou: 'Thank you for registering',
    activate: 'Account activation',
    forgotPasswordRequest: 'Request a password reset',
    forgotPassword: 'Forgot password',
    resetPassword: 'Reset password',
    contact: 'Contact',
    contactThankYou: 'Thank you for contacting us',
    workspace: 'Workspace',
    profile: 'User profile',
    profileEdit: 'Edit profile',
    workspaceManagement: 'Workspace management',
    article: 'Articles',
    blog: 'Blog',
    articleDetail: 'Article',
    solutions: 'Solutions',
    ghgService: 'GHG inventory service',
    ghgInventoryPlatform: 'GHG inventory platform',
    pricing: 'Pricing',
    ghgInventoryProduct: 'Greenhouse-gas inventory service by product',
    esgReporting: 'ESG reporting service',
    cbamReporting: 'CBAM reporting service',
    ghgReportCountdown: 'GHG report countdown',
    ghgReportDetail: 'GHG emission-risk assessment result, in detail',
    ghgReportResult: 'GHG emission-risk assessment result',
    successStories: 'Success stories',
    successStory: 'Success story',
    expert: 'Experts',
    expertList: 'Expert list',
    expertApply: 'Apply to become an expert',
    academy: 'Academy',
    courseList: 'Our Courses',
    courseDetail: 'Course detail',
    lesson: 'Lesson',
    certificateRequest: 'Request a certificate of completion',
    legalCookies: 'Cookie policy',
    legalTerms: 'Terms of use',
    legalPrivacy: 'Privacy policy',
    staff: 'Staff console',
    staffContactRequests: 'Contact requests',
    staffContactRequest: 'Contact request',
    notFound: 'Page not found',
  },
  building: {
    status: 'This page is being built.',
    explanation:
      'The “{screen}” screen has its own address, but its content is not ready yet. In the meantime, these pages are open to you.',
    linksLabel: 'Pages you can visit',
  },
  notFound: {
    title: 'Page not found',
    code: 'Error 404',
    helpfulLinks: 'You might be looking for:',
    goBack: 'Go back',
    takeMeHome: 'Take me home',
  },
  home: {
    joinCompanies: 'Join {count}+ companies',
    hero: {
      eyebrow: 'Decree 06/2022/ND-CP · CBAM · ESG',
      title: 'Greenhouse-gas inventory, CBAM and ESG reporting on one platform',
      lead: 'Collect activity data once, calculate emissions with IPCC methods, then produce the inventory report for the regulator, embedded-emissions data for your EU customers and the ESG report for your investors.',
      signUp: 'Create an account',
      solutions: 'See the solutions',
      contactSales: 'Talk to an expert',
    },
    dates: {
      title: 'Dates to prepare for',
      activityData: "Every year, by 31 March: send the previous year's activity data to the line ministry.",
      activityDataSource: 'Decree 06/2022/ND-CP, Art. 11',
      cbamDefinitive: 'From 1 January 2026: CBAM enters its definitive period.',
      cbamDefinitiveSource: 'Regulation (EU) 2023/956',
      cbamDeclaration:
        'By 30 September 2027: the first CBAM declaration, for goods imported into the EU in 2026.',
      cbamDeclarationSource: 'Regulation (EU) 2025/2083',
    },
    offer: {
      title: 'Whatever you must report, we have prepared for it',
      inventory: {
        title: 'GHG inventory under Decree 06',
        body: 'Set facility boundaries under TCVN ISO 14064-1:2011, calculate Scope 1 and 2 emissions and prepare the facility inventory report on Form 06.',
        fact: 'Decision 13/2024/QD-TTg lists 2,166 facilities in 6 sectors that must carry out a greenhouse-gas inventory.',
        link: 'GHG inventory service',
      },
      cbam: {
        title: 'CBAM reporting for exporters',
        body: 'Calculate embedded emissions for iron and steel, aluminium, fertilisers, cement, electricity and hydrogen exported to the EU, and prepare the data your EU customers declare.',
        fact: 'Without verified data, default values carry a mark-up of 10% in 2026, 20% in 2027 and 30% from 2028.',
        link: 'CBAM reporting service',
      },
      esg: {
        title: 'ESG reporting',
        body: 'Reuse your inventory data for the environmental part of the ESG report, alongside the social and governance indicators investors and banks ask about.',
        fact: 'One data set, many reports: never type the same figure twice.',
        link: 'ESG reporting service',
      },
      academy: {
        title: 'Academy',
        body: 'Courses organised in chapters and lessons on greenhouse-gas inventory, CBAM and ESG for your team.',
        fact: 'Finish a course and send a request to receive your certificate of completion at once.',
        link: 'Go to the academy',
      },
    },
    steps: {
      title: 'How it works',
      assess: {
        title: 'Quick assessment',
        body: 'Answer a few questions about fuel, electricity and exports to learn whether your company must carry out an inventory or is exposed to CBAM.',
      },
      collect: {
        title: 'Collect data',
        body: "Invite colleagues into your company's workspace and enter activity data facility by facility.",
      },
      calculate: {
        title: 'Calculate',
        body: "Fuel factors from IPCC 2006; grid electricity uses the Department of Climate Change's 2023 factor of 0.6592 tCO2/MWh, which you can adjust.",
      },
      report: {
        title: 'Report',
        body: 'Export the facility inventory report, the embedded-emissions data for CBAM and the environmental part of the ESG report.',
      },
    },
    facts: {
      title: 'A few figures worth knowing',
      facilities: '2,166',
      facilitiesLabel: 'facilities must carry out a greenhouse-gas inventory',
      facilitiesSource: 'Decision 13/2024/QD-TTg',
      gridFactor: '0.6592',
      gridFactorLabel: "tCO2/MWh: Vietnam's grid emission factor for 2023",
      gridFactorSource: 'Department of Climate Change',
      cbamGoods: '6',
      cbamGoodsLabel:
        'goods groups covered by CBAM: iron and steel, aluminium, fertilisers, cement, electricity, hydrogen',
      cbamGoodsSource: 'Regulation (EU) 2023/956, Annex I',
      sourcePrefix: 'Source:',
    },
    closing: {
      title: 'Start the greenhouse-gas inventory for your company',
      body: 'Create an account to open your workspace, or leave your details and one of our experts will contact you.',
      signUp: 'Create an account',
      contactSales: 'Contact sales',
    },
  },
} satisfies Translation;

export default en;
